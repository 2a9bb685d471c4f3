import { beforeEach, describe, expect, it } from 'vitest';
import { useSignupStore } from './signup-store.ts';

const stored = () => sessionStorage.getItem('keyclub.signup') ?? '';

describe('signup progress in sessionStorage', () => {
  beforeEach(() => useSignupStore.getState().clearProgress());

  it('keeps a step typed but not yet sent on, without the passwords', () => {
    useSignupStore.getState().saveDraft('account', {
      email: 'ana@example.com',
      password: 'Secret!123',
      confirm_password: 'Secret!123',
    });
    expect(stored()).toContain('ana@example.com');
    expect(stored()).not.toContain('Secret!123');
    expect(useSignupStore.getState().drafts.account).toEqual({ email: 'ana@example.com' });
  });

  it('drops the draft of a step once Next saved it, and keeps the password in memory only', () => {
    const store = useSignupStore.getState();
    store.saveDraft('account', { email: 'old@example.com' });
    store.saveStep('account', { email: 'ana@example.com', password: 'Secret!123' });
    const state = useSignupStore.getState();
    expect(state.drafts.account).toBeUndefined();
    expect(state.values.account).toEqual({ email: 'ana@example.com' });
    expect(state.secrets.password).toBe('Secret!123');
    expect(stored()).not.toContain('Secret!123');
  });

  it('forgets drafts and where to resume once the signup is done', () => {
    const store = useSignupStore.getState();
    store.saveDraft('fullname', { first_name: 'Ana' });
    store.setResumeAt('address');
    store.clearProgress();
    expect(useSignupStore.getState()).toMatchObject({ drafts: {}, resumeAt: null });
    expect(stored()).not.toContain('Ana');
  });
});
