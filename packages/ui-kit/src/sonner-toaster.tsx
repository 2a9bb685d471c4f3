import type { CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';

export { toast };

/** sonner's toaster; when it mounts it shows the toasts asked for while this module loaded. */
export function SonnerToaster({ style }: { style: CSSProperties }) {
  return <Toaster position="top-center" richColors closeButton style={style} />;
}
