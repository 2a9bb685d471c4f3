import type { PasswordChangeInstructionsRequest } from '@keyclub/api-client';

/** The passwords typed in the INITIAL step; both later calls send them again. */
export type PasswordPair = PasswordChangeInstructionsRequest;

/**
 * SPEC section 4, password change: INITIAL (old, new, confirm) → SUBMITTED (masked email, Continue
 * or Back) → CONFIRMED (code, resend, Confirm or Back) → INITIAL on success. Going back to INITIAL
 * keeps the typed passwords so the form shows them again.
 */
export type PasswordChangeState =
  | { step: 'INITIAL'; draft: PasswordPair | null }
  | { step: 'SUBMITTED'; passwords: PasswordPair }
  | { step: 'CONFIRMED'; passwords: PasswordPair };

export type PasswordChangeEvent =
  /** The server accepted the passwords and mailed a code. */
  | { type: 'INSTRUCTIONS_SENT'; passwords: PasswordPair }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  /** The server accepted the code: the password is changed. */
  | { type: 'CHANGED' };

export const initialPasswordChangeState: PasswordChangeState = { step: 'INITIAL', draft: null };

/** Events that do not belong to the current step leave it unchanged. */
export function passwordChangeReducer(
  state: PasswordChangeState,
  event: PasswordChangeEvent,
): PasswordChangeState {
  switch (state.step) {
    case 'INITIAL':
      return event.type === 'INSTRUCTIONS_SENT' ? { step: 'SUBMITTED', passwords: event.passwords } : state;
    case 'SUBMITTED':
      if (event.type === 'CONTINUE') return { step: 'CONFIRMED', passwords: state.passwords };
      if (event.type === 'BACK') return { step: 'INITIAL', draft: state.passwords };
      return state;
    case 'CONFIRMED':
      if (event.type === 'BACK') return { step: 'SUBMITTED', passwords: state.passwords };
      if (event.type === 'CHANGED') return initialPasswordChangeState;
      return state;
  }
}
