import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { profileFormSchema } from './profile-form.ts';

const profile = {
  first_name: 'Ana',
  last_name: 'Smith',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  phone_number: '+1 (512) 555 0100',
};

describe('profileFormSchema', () => {
  it('accepts a complete profile', () => {
    expect(profileFormSchema.parse(profile)).toEqual({
      ...profile,
      address2: null,
      phone_number: '+15125550100',
    });
  });

  it('requires names, address1, city, state, zip and phone', () => {
    const empty = Object.fromEntries(Object.keys(profile).map((key) => [key, '']));
    expect(messagesOf(profileFormSchema, empty)).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Address is required.',
      'City is required.',
      'State is required.',
      'Zip Code is required.',
      'Please enter a valid US number',
    ]);
  });

  it('does not take username or email', () => {
    const parsed = profileFormSchema.parse({ ...profile, username: 'x', email: 'x@example.com' });
    expect(parsed).not.toHaveProperty('username');
    expect(parsed).not.toHaveProperty('email');
  });
});
