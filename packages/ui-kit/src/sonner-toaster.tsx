import { type CSSProperties, useEffect } from 'react';
import { Toaster, toast } from 'sonner';

export { toast };

/**
 * sonner's toaster; `onReady` runs once it listens (a child's effects run before its parent's), so
 * toasts asked for while this module loaded are shown, not lost.
 */
export function SonnerToaster({ style, onReady }: { style: CSSProperties; onReady: () => void }) {
  useEffect(onReady, []);
  return <Toaster position="top-center" richColors closeButton style={style} />;
}
