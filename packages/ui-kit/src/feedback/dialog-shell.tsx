import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogShellProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * Escape, an outside click and the close button call it. Without it the dialog cannot be dismissed
   * (a step that must finish, a write in flight).
   */
  onClose?: () => void;
  /** The corner's close button; on by default for a dialog that can be dismissed. */
  closeButton?: boolean;
  /** `alertdialog` for a question or an outcome the user must answer or read. */
  role?: 'dialog' | 'alertdialog';
  /** The footer's own dismiss button ('Close', 'Cancel'), after `footer`; it calls onClose. */
  dismissLabel?: string;
  /** A long text: a wider dialog whose body scrolls (focusable, so the keyboard scrolls it too). */
  scrolling?: boolean;
}

/** Every dialog of the apps (confirm, result, text, reservation): one frame, title, body and footer. */
export function DialogShell({
  open,
  title,
  children,
  footer,
  onClose,
  closeButton = onClose !== undefined,
  role = 'dialog',
  scrolling = false,
  dismissLabel,
}: DialogShellProps) {
  const closable = onClose !== undefined;
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      {...(scrolling ? { size: 'lg', scrollBehavior: 'inside' } : {})}
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
            {children ? <Dialog.Body tabIndex={scrolling ? 0 : undefined}>{children}</Dialog.Body> : null}
            {footer || dismissLabel ? (
              <Dialog.Footer>
                {footer}
                {dismissLabel ? (
                  <Button variant="outline" onClick={onClose}>
                    {dismissLabel}
                  </Button>
                ) : null}
              </Dialog.Footer>
            ) : null}
            {closable && closeButton ? (
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
