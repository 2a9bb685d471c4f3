import { DialogShell } from '@keyclub/ui-kit';
import type { ReactNode } from 'react';

export interface TextDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A long text to read in a scrolling dialog, closed with Close, Escape or an outside click. */
export function TextDialog({ open, title, onClose, children }: TextDialogProps) {
  return (
    <DialogShell
      open={open}
      title={title}
      onClose={onClose}
      closeButton={false}
      scrolling
      dismissLabel="Close"
    >
      {children}
    </DialogShell>
  );
}
