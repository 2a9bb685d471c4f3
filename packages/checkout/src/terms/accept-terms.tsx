import { Button, Checkbox, HStack } from '@chakra-ui/react';
import { MESSAGES } from '@keyclub/domain';
import { useId, useState } from 'react';
import { TermsOfUseDialog } from './terms-of-use-dialog.tsx';

// The sentence is MESSAGES.checkout.acceptTerms; its last words open the Terms of Use.
const TERMS_LINK_TEXT = 'terms and conditions';
const ACCEPT_LEAD = MESSAGES.checkout.acceptTerms.slice(0, -TERMS_LINK_TEXT.length).trim();

export interface AcceptTermsProps {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}

/**
 * The checkbox 'I accept the terms and conditions' (SPEC section 2). Its last words are a button
 * beside the label, not inside it (a click there would tick the box), that opens the Terms of Use.
 */
export function AcceptTerms({ accepted, onChange }: AcceptTermsProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const id = useId();
  return (
    <HStack gap="1" wrap="wrap">
      <Checkbox.Root
        checked={accepted}
        onCheckedChange={({ checked }) => onChange(checked === true)}
        colorPalette="brand"
      >
        {/* Named by the whole sentence: the label and the button. */}
        <Checkbox.HiddenInput aria-labelledby={`${id}-lead ${id}-link`} />
        <Checkbox.Control />
        <Checkbox.Label id={`${id}-lead`}>{ACCEPT_LEAD}</Checkbox.Label>
      </Checkbox.Root>
      <Button
        id={`${id}-link`}
        variant="plain"
        p="0"
        h="auto"
        color="brand.fg"
        textDecoration="underline"
        onClick={() => setTermsOpen(true)}
      >
        {TERMS_LINK_TEXT}
      </Button>
      <TermsOfUseDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </HStack>
  );
}
