import { Text } from '@chakra-ui/react';
import { TextDialog } from './text-dialog.tsx';

export interface MembershipTermsDialogProps {
  open: boolean;
  title: string;
  terms: string;
  onClose: () => void;
}

/** The membership's own terms_and_conditions, as its business wrote them. */
export function MembershipTermsDialog({ open, title, terms, onClose }: MembershipTermsDialogProps) {
  return (
    <TextDialog open={open} title={`${title}: Terms and Conditions`} onClose={onClose}>
      <Text whiteSpace="pre-line">{terms}</Text>
    </TextDialog>
  );
}
