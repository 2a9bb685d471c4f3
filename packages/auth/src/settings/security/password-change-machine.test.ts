import { describe, expect, it } from 'vitest';
import {
  initialPasswordChangeState,
  type PasswordChangeEvent,
  type PasswordChangeState,
  passwordChangeReducer,
} from './password-change-machine.ts';

const passwords = { old_password: 'Old!pass1', new_password: 'New!pass2' };
const run = (events: PasswordChangeEvent[], from: PasswordChangeState = initialPasswordChangeState) =>
  events.reduce(passwordChangeReducer, from);

describe('password change state machine', () => {
  it('starts in INITIAL with an empty form', () => {
    expect(initialPasswordChangeState).toEqual({ step: 'INITIAL', draft: null });
  });

  it('goes INITIAL → SUBMITTED → CONFIRMED → INITIAL on the happy path, forgetting the passwords', () => {
    const submitted = run([{ type: 'INSTRUCTIONS_SENT', passwords }]);
    expect(submitted).toEqual({ step: 'SUBMITTED', passwords });
    const confirmed = passwordChangeReducer(submitted, { type: 'CONTINUE' });
    expect(confirmed).toEqual({ step: 'CONFIRMED', passwords });
    expect(passwordChangeReducer(confirmed, { type: 'CHANGED' })).toEqual({ step: 'INITIAL', draft: null });
  });

  it('Back from SUBMITTED returns to INITIAL with the typed passwords kept for the form', () => {
    expect(run([{ type: 'INSTRUCTIONS_SENT', passwords }, { type: 'BACK' }])).toEqual({
      step: 'INITIAL',
      draft: passwords,
    });
  });

  it('Back from CONFIRMED returns to SUBMITTED', () => {
    expect(run([{ type: 'INSTRUCTIONS_SENT', passwords }, { type: 'CONTINUE' }, { type: 'BACK' }])).toEqual({
      step: 'SUBMITTED',
      passwords,
    });
  });

  it('sending new instructions from a kept draft replaces the passwords', () => {
    const other = { old_password: 'Old!pass1', new_password: 'Other!pass3' };
    const state = run([
      { type: 'INSTRUCTIONS_SENT', passwords },
      { type: 'BACK' },
      { type: 'INSTRUCTIONS_SENT', passwords: other },
    ]);
    expect(state).toEqual({ step: 'SUBMITTED', passwords: other });
  });

  it.each<[PasswordChangeState, PasswordChangeEvent]>([
    [initialPasswordChangeState, { type: 'CONTINUE' }],
    [initialPasswordChangeState, { type: 'BACK' }],
    [initialPasswordChangeState, { type: 'CHANGED' }],
    [{ step: 'SUBMITTED', passwords }, { type: 'CHANGED' }],
    [
      { step: 'SUBMITTED', passwords },
      { type: 'INSTRUCTIONS_SENT', passwords },
    ],
    [{ step: 'CONFIRMED', passwords }, { type: 'CONTINUE' }],
    [
      { step: 'CONFIRMED', passwords },
      { type: 'INSTRUCTIONS_SENT', passwords },
    ],
  ])('ignores an event that does not belong to the step (%o, %o)', (state, event) => {
    expect(passwordChangeReducer(state, event)).toBe(state);
  });
});
