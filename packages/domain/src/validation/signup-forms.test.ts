import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import {
  businessNotificationsFormSchema,
  consumerNotificationsFormSchema,
  SIGNUP_STEPS,
  signupAccountFormSchema,
  signupAddressFormSchema,
  signupFullnameFormSchema,
  signupPhoneFormSchema,
  signupRequestSchema,
} from './signup-forms.ts';

const account = {
  email: 'ana@example.com',
  username: 'ana_s',
  password: 'Abcdef1!',
  confirm_password: 'Abcdef1!',
  accept_terms: true,
};

describe('signup steps', () => {
  it('orders the steps per role', () => {
    expect(SIGNUP_STEPS.CONSUMER).toEqual(['account', 'fullname', 'address', 'phone', 'notifications']);
    expect(SIGNUP_STEPS.BUSINESS).toEqual([
      'account',
      'fullname',
      'address',
      'phone',
      'profile',
      'notifications',
    ]);
  });
});

describe('signupAccountFormSchema', () => {
  it('accepts a complete account step', () => {
    expect(messagesOf(signupAccountFormSchema, account)).toEqual([]);
  });

  it('requires the terms checkbox', () => {
    expect(messagesOf(signupAccountFormSchema, { ...account, accept_terms: false })).toEqual([
      'You must accept the terms to sign up.',
    ]);
  });

  it('requires the confirmation to match', () => {
    expect(
      messagesOf(signupAccountFormSchema, { ...account, confirm_password: 'Abcdef1@' }, 'confirm_password'),
    ).toEqual(['Confirm Password does not match']);
  });
});

describe('address and phone steps', () => {
  it('accepts an address without address2', () => {
    const address = { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
    expect(signupAddressFormSchema.parse(address)).toEqual({ ...address, address2: null });
  });

  it('stores the phone as E.164', () => {
    expect(signupPhoneFormSchema.parse({ phone_number: '+1 (512) 555 0100' })).toEqual({
      phone_number: '+15125550100',
    });
  });
});

describe('signupRequestSchema', () => {
  const person = {
    email: 'ana@example.com',
    username: 'ana_s',
    password: 'Abcdef1!',
    first_name: 'Ana',
    last_name: 'Smith',
    address1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    phone_number: '+1 (512) 555 0100',
    accept_terms: true,
  };

  it('takes a consumer with the consumer notifications', () => {
    const consumer = {
      ...person,
      role_name: 'CONSUMER',
      is_purchased_token_email_notify: true,
      is_redeemed_token_email_notify: false,
    };
    expect(signupRequestSchema.parse(consumer)).toMatchObject({
      role_name: 'CONSUMER',
      phone_number: '+15125550100',
    });
  });

  it('requires the accepted terms with the spec message', () => {
    const consumer = {
      ...person,
      role_name: 'CONSUMER',
      is_purchased_token_email_notify: true,
      is_redeemed_token_email_notify: true,
    };
    const { accept_terms: _omitted, ...withoutTerms } = consumer;
    for (const body of [
      withoutTerms,
      { ...consumer, accept_terms: false },
      { ...consumer, accept_terms: 'true' },
    ])
      expect(messagesOf(signupRequestSchema, body, 'accept_terms')).toEqual([
        'You must accept the terms to sign up.',
      ]);
  });

  it('requires the business profile for a business', () => {
    const business = { ...person, role_name: 'BUSINESS', is_sold_token_email_notify: true };
    expect(signupRequestSchema.safeParse(business).success).toBe(false);
    const withProfile = {
      ...business,
      business: { name: 'Blue Note', description: 'Jazz', city: 'Austin', state: 'TX' },
    };
    expect(signupRequestSchema.parse(withProfile)).toMatchObject({
      business: { name: 'Blue Note', website: null },
    });
  });
});

describe('fullname step', () => {
  it('requires both names, letters only', () => {
    expect(signupFullnameFormSchema.parse({ first_name: ' José ', last_name: 'Zoë' })).toEqual({
      first_name: 'José',
      last_name: 'Zoë',
    });
    expect(messagesOf(signupFullnameFormSchema, { first_name: '', last_name: '' })).toEqual([
      'First Name is required.',
      'Last Name is required.',
    ]);
    expect(messagesOf(signupFullnameFormSchema, { first_name: 'Ana1', last_name: 'Smith' })).toEqual([
      'First Name must contain letters only.',
    ]);
  });
});

describe('notifications step', () => {
  it('takes the role own flags as booleans', () => {
    expect(businessNotificationsFormSchema.parse({ is_sold_token_email_notify: false })).toEqual({
      is_sold_token_email_notify: false,
    });
    const consumer = { is_purchased_token_email_notify: true, is_redeemed_token_email_notify: false };
    expect(consumerNotificationsFormSchema.parse(consumer)).toEqual(consumer);
    expect(consumerNotificationsFormSchema.safeParse({ is_purchased_token_email_notify: true }).success).toBe(
      false,
    );
    expect(businessNotificationsFormSchema.safeParse({ is_sold_token_email_notify: 'yes' }).success).toBe(
      false,
    );
  });
});
