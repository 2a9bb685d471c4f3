import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called on Escape, outside click and the close button. */
  onCancel: () => void;
  /** While true the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
  /** While true the confirm button cannot be pressed (what it confirms is not known yet). */
  confirmDisabled?: boolean;
}

/** A question with Cancel and a confirm button (both spelled by the caller). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <DialogShell
      open={open}
      role="alertdialog"
      title={title}
      onClose={loading ? undefined : onCancel}
      closeButton={false}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button colorPalette="brand" onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body}
    </DialogShell>
  );
}
