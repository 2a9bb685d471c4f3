import { chakra, HStack, useSlotRecipe } from '@chakra-ui/react';
import { CHECKOUT_MESSAGES } from '@keyclub/domain';
import { useId } from 'react';
import { TermsLink } from './terms-link.tsx';

// The sentence is CHECKOUT_MESSAGES.acceptTerms; its last words open the Terms of Use.
const TERMS_LINK_TEXT = 'terms and conditions';
const ACCEPT_LEAD = CHECKOUT_MESSAGES.acceptTerms.slice(0, -TERMS_LINK_TEXT.length).trim();

// The recipe rings the box it draws while that has the focus: here the hidden input before it has.
const FOCUS_RING = {
  outlineWidth: '2px',
  outlineOffset: '2px',
  outlineStyle: 'solid',
  outlineColor: 'var(--focus-ring-color)',
};

const loadTermsOfUseDialog = () => import('./terms-of-use-dialog.tsx');

export interface AcceptTermsProps {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}

/**
 * The checkbox 'I accept the terms and conditions' (SPEC section 2). Its last words are a button
 * beside the label, not inside it (a click there would tick the box), that opens the Terms of Use.
 * A native checkbox drawn with the theme's checkbox recipe (Chakra's Checkbox brings Ark's machine),
 * and the dialog's code loads as the user reaches for the button.
 */
export function AcceptTerms({ accepted, onChange }: AcceptTermsProps) {
  const styles = useSlotRecipe({ key: 'checkbox' })({});
  const id = useId();
  const state = accepted ? 'checked' : 'unchecked';
  return (
    <HStack gap="1" wrap="wrap">
      <chakra.label css={styles.root} colorPalette="brand" data-state={state}>
        {/* Named by the whole sentence: the label and the button. */}
        <chakra.input
          type="checkbox"
          srOnly
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={`${id}-lead ${id}-link`}
        />
        <chakra.span
          css={{ ...styles.control, 'input:focus-visible + &': FOCUS_RING }}
          data-state={state}
          aria-hidden="true"
        >
          {accepted ? (
            <chakra.svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
              boxSize="full"
            >
              <path d="M20 6 9 17l-5-5" />
            </chakra.svg>
          ) : null}
        </chakra.span>
        <chakra.span css={styles.label} id={`${id}-lead`}>
          {ACCEPT_LEAD}
        </chakra.span>
      </chakra.label>
      <TermsLink
        id={`${id}-link`}
        load={loadTermsOfUseDialog}
        label={TERMS_LINK_TEXT}
        dialog={(module, state) => <module.TermsOfUseDialog {...state} />}
      />
    </HStack>
  );
}
