import { describe, expect, it } from 'vitest';
import { userSchema } from './user.ts';

const consumer = {
  id: 21,
  first_name: 'Ana',
  last_name: 'Smith',
  email: 'ana@example.com',
  username: 'ana_s',
  phone_number: '+15125550100',
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  role_name: 'CONSUMER',
  status: 'PENDING',
  is_email_verified: false,
  business: null,
  is_sold_token_email_notify: true,
  is_purchased_token_email_notify: true,
  is_redeemed_token_email_notify: false,
  is_expiry_reminder_email_notify: true,
  is_email_shared_with_businesses: false,
};

describe('userSchema', () => {
  it('parses a consumer without a business', () => {
    expect(userSchema.parse(consumer)).toEqual(consumer);
  });

  it('refuses unknown roles and statuses', () => {
    expect(userSchema.safeParse({ ...consumer, role_name: 'ADMIN' }).success).toBe(false);
    expect(userSchema.safeParse({ ...consumer, status: 'DELETED' }).success).toBe(false);
  });

  it('drops fields it does not know, such as a password hash', () => {
    expect(userSchema.parse({ ...consumer, password_hash: 'x' })).not.toHaveProperty('password_hash');
  });
});
