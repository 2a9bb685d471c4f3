import type { User } from '../entities/user.ts';

/** Test helper: an ACTIVE, verified consumer in the `userSchema` shape, with fields overridden. */
export const userFixture = (overrides: Partial<User> = {}): User => ({
  id: 3,
  first_name: 'Ana',
  last_name: 'Smith',
  email: 'ana@example.com',
  username: 'ana.s',
  phone_number: '+15551234567',
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  role_name: 'CONSUMER',
  status: 'ACTIVE',
  is_email_verified: true,
  business: null,
  is_sold_token_email_notify: true,
  is_purchased_token_email_notify: true,
  is_redeemed_token_email_notify: true,
  is_expiry_reminder_email_notify: true,
  is_email_shared_with_businesses: false,
  ...overrides,
});
