import type { CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';

export { toast };

/**
 * sonner's close button is a 20 px circle with a 12 px cross on the toast's corner: too small a
 * target for a finger. Ours sits inside the toast's end, 28 px, and takes taps 44 px wide (the
 * touch-target size of Apple's Human Interface Guidelines and WCAG 2.5.5). Selectors one step more
 * specific than sonner's own.
 */
const CLOSE_BUTTON_CSS = `
[data-sonner-toaster] [data-sonner-toast][data-styled=true] { padding-inline-end: 52px; }
[data-sonner-toaster] [data-sonner-toast][data-styled=true] [data-close-button] {
  left: auto; right: 8px; top: 50%; transform: translateY(-50%); width: 28px; height: 28px;
}
[data-sonner-toaster] [data-sonner-toast][data-styled=true] [data-close-button] svg { width: 16px; height: 16px; }
[data-sonner-toaster] [data-sonner-toast][data-styled=true] [data-close-button]::after {
  content: ''; position: absolute; inset: -8px;
}
`;

/** sonner's toaster; when it mounts it shows the toasts asked for while this module loaded. */
export function SonnerToaster({ style }: { style: CSSProperties }) {
  return (
    <>
      <style>{CLOSE_BUTTON_CSS}</style>
      <Toaster position="top-center" richColors closeButton style={style} />
    </>
  );
}
