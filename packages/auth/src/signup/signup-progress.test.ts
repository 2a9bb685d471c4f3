import { describe, expect, it } from 'vitest';
import {
  buildSignupSubmission,
  continueSignupScreen,
  nextSignupScreen,
  previousSignupStep,
  type SignupSecrets,
  type SignupValues,
  signupRedirect,
} from './signup-progress.ts';

const account = { email: 'ana@example.com', username: 'ana.s', accept_terms: true };
const secrets: SignupSecrets = { password: 'Secret!123', confirm_password: 'Secret!123' };
const fullname = { first_name: 'Ana', last_name: 'Smith' };
const address = { address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '73301' };
const phone = { phone_number: '+1 (555) 123 4567' };
const consumerNotifications = {
  is_purchased_token_email_notify: true,
  is_redeemed_token_email_notify: false,
};
const profile = {
  name: 'Harbor Bar',
  description: 'Drinks by the sea',
  city: 'Miami',
  state: 'FL',
  website: 'harbor.example',
};
const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

const progress = (values: SignupValues, kept: SignupSecrets = secrets, submitted = false) => ({
  values,
  secrets: kept,
  submitted,
});

describe('signup step order', () => {
  it('follows the role order of SPEC section 2, then success', () => {
    expect(nextSignupScreen('CONSUMER', 'account')).toBe('fullname');
    expect(nextSignupScreen('CONSUMER', 'address')).toBe('phone');
    expect(nextSignupScreen('CONSUMER', 'phone')).toBe('notifications');
    expect(nextSignupScreen('CONSUMER', 'notifications')).toBe('success');
    expect(nextSignupScreen('BUSINESS', 'phone')).toBe('profile');
    expect(nextSignupScreen('BUSINESS', 'profile')).toBe('notifications');
    expect(previousSignupStep('BUSINESS', 'notifications')).toBe('profile');
    expect(previousSignupStep('CONSUMER', 'notifications')).toBe('phone');
    expect(previousSignupStep('CONSUMER', 'account')).toBeNull();
  });
});

describe('signupRedirect', () => {
  it('returns to the first step when nothing is saved', () => {
    expect(signupRedirect('CONSUMER', 'address', progress({}, {}))).toBe('/auth/signup');
    expect(signupRedirect('CONSUMER', 'success', progress({}, {}))).toBe('/auth/signup');
    expect(signupRedirect('CONSUMER', 'account', progress({}, {}))).toBeNull();
  });

  it('shows a step once every step before it is complete', () => {
    expect(signupRedirect('CONSUMER', 'address', progress({ account, fullname }))).toBeNull();
    expect(
      signupRedirect('CONSUMER', 'notifications', progress({ account, fullname, address, phone })),
    ).toBeNull();
  });

  it('sends the user back to the first incomplete step', () => {
    expect(signupRedirect('CONSUMER', 'phone', progress({ account, address }))).toBe('/auth/signup/fullname');
    expect(
      signupRedirect('CONSUMER', 'phone', progress({ account, fullname, address: { ...address, zip: '7' } })),
    ).toBe('/auth/signup/address');
  });

  it('asks for the password again after a reload (it is kept in memory only)', () => {
    expect(signupRedirect('CONSUMER', 'fullname', progress({ account }, {}))).toBe('/auth/signup');
  });

  it('keeps the profile step for businesses, with both images', () => {
    const before = { account, fullname, address, phone };
    expect(signupRedirect('CONSUMER', 'profile', progress(before))).toBe('/auth/signup');
    expect(signupRedirect('BUSINESS', 'profile', progress(before))).toBeNull();
    expect(signupRedirect('BUSINESS', 'notifications', progress({ ...before, profile }))).toBe(
      '/auth/signup/profile',
    );
    expect(
      signupRedirect(
        'BUSINESS',
        'notifications',
        progress({ ...before, profile }, { ...secrets, logo: png, cover: png }),
      ),
    ).toBeNull();
  });

  it('shows success only after the signup was sent', () => {
    expect(signupRedirect('BUSINESS', 'success', progress({}, {}, true))).toBeNull();
  });
});

describe('buildSignupSubmission', () => {
  it('builds the consumer body without the browser-only fields', () => {
    const submission = buildSignupSubmission(
      'CONSUMER',
      { account, fullname, address, phone, notifications: consumerNotifications },
      secrets,
    );
    expect(submission).not.toHaveProperty('images');
    expect(submission.request).toEqual({
      role_name: 'CONSUMER',
      email: 'ana@example.com',
      username: 'ana.s',
      password: 'Secret!123',
      first_name: 'Ana',
      last_name: 'Smith',
      address1: '1 Main St',
      address2: null,
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      phone_number: '+15551234567',
      accept_terms: true,
      is_purchased_token_email_notify: true,
      is_redeemed_token_email_notify: false,
    });
  });

  it('refuses to build a signup whose terms box is not ticked', () => {
    expect(() =>
      buildSignupSubmission(
        'CONSUMER',
        {
          account: { ...account, accept_terms: false },
          fullname,
          address,
          phone,
          notifications: consumerNotifications,
        },
        secrets,
      ),
    ).toThrow('You must accept the terms to sign up.');
  });

  it('nests the business profile with https:// links and hands over the images', () => {
    const submission = buildSignupSubmission(
      'BUSINESS',
      { account, fullname, address, phone, profile, notifications: { is_sold_token_email_notify: true } },
      { ...secrets, logo: png, cover: png },
    );
    expect(submission.request.role_name === 'BUSINESS' && submission.request.business).toMatchObject({
      name: 'Harbor Bar',
      website: 'https://harbor.example',
      facebook: null,
    });
    expect('images' in submission && submission.images).toEqual({ logo: png, cover: png });
  });

  it('continues at the step a reload sent the user back from, never before the next one', () => {
    expect(continueSignupScreen('CONSUMER', 'account', 'address')).toBe('address');
    expect(continueSignupScreen('CONSUMER', 'account', null)).toBe('fullname');
    expect(continueSignupScreen('CONSUMER', 'phone', 'fullname')).toBe('notifications');
    expect(continueSignupScreen('BUSINESS', 'notifications', 'profile')).toBe('success');
  });
});
