import { DialogShell, type DialogShellProps } from '@keyclub/ui-kit';

export type ResultDialogProps = Pick<DialogShellProps, 'open' | 'title' | 'children' | 'footer' | 'onClose'>;

/** A dialog of the purchase flow's outcome (processing, success or failure): one the user must read. */
export function ResultDialog(props: ResultDialogProps) {
  return <DialogShell role="alertdialog" {...props} />;
}
