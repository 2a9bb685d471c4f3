import { TermsOfUseText } from '@keyclub/ui-kit';
import { TextDialog } from './text-dialog.tsx';

/** The Terms of Use the checkbox accepts (SPEC section 2), the text /terms-of-use also shows. */
export function TermsOfUseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TextDialog open={open} title="Terms of Use" onClose={onClose}>
      <TermsOfUseText headingLevel="h3" />
    </TextDialog>
  );
}
