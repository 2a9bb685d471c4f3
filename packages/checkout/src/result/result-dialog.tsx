import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ResultDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** Without it the dialog cannot be dismissed (no close button, Escape or outside click). */
  onClose?: () => void;
}

/** A dialog of the purchase flow's outcome: processing, success or failure. */
export function ResultDialog({ open, title, children, footer, onClose }: ResultDialogProps) {
  const closable = onClose !== undefined;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnEscape={closable}
      closeOnInteractOutside={closable}
      // Only a click outside dismisses it, not the focus leaving: the focused button of one step
      // goes with that step, and the next step's outcome must not close as it arrives.
      onFocusOutside={(event) => event.preventDefault()}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
