import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import {
  passwordChangeCodeFormSchema,
  passwordChangeFormSchema,
  passwordChangeRequestSchema,
} from './password-change-form.ts';

const form = { old_password: 'Oldpass1!', new_password: 'Newpass1!', confirm_password: 'Newpass1!' };

describe('passwordChangeFormSchema', () => {
  it('accepts a new strong, confirmed password', () => {
    expect(messagesOf(passwordChangeFormSchema, form)).toEqual([]);
  });

  it('requires the current password', () => {
    expect(messagesOf(passwordChangeFormSchema, { ...form, old_password: '' })).toEqual([
      'Current Password is required.',
    ]);
  });

  it('applies the password rule to the new one', () => {
    expect(
      messagesOf(passwordChangeFormSchema, {
        ...form,
        new_password: 'newpass1!',
        confirm_password: 'newpass1!',
      }),
    ).toEqual([
      'Password must consist of a minimum of 8 characters, at least one capital letter, one lowercase letter, one number and one special character.',
    ]);
  });

  it('requires the confirmation to match the new password', () => {
    expect(messagesOf(passwordChangeFormSchema, { ...form, confirm_password: 'Oldpass1!' })).toEqual([
      'Confirm Password does not match',
    ]);
  });

  it('refuses the current password as the new one', () => {
    const same = { old_password: 'Samepass1!', new_password: 'Samepass1!', confirm_password: 'Samepass1!' };
    expect(messagesOf(passwordChangeFormSchema, same, 'new_password')).toEqual([
      'New Password cannot be the same as a previous password.',
    ]);
  });
});

describe('passwordChangeRequestSchema', () => {
  it('needs the emailed code with both passwords', () => {
    expect(
      messagesOf(passwordChangeRequestSchema, { old_password: 'x', new_password: 'Newpass1!', code: '' }),
    ).toEqual(['Verification code is required.']);
  });
});

describe('passwordChangeCodeFormSchema', () => {
  it('takes the 6-digit mailed code', () => {
    expect(passwordChangeCodeFormSchema.parse({ code: '012345' })).toEqual({ code: '012345' });
    expect(messagesOf(passwordChangeCodeFormSchema, { code: '' })).toEqual([
      'Verification code is required.',
    ]);
    for (const code of ['12345', '1234567', '12a456']) {
      expect(messagesOf(passwordChangeCodeFormSchema, { code })).toEqual([
        'Verification code must be 6 digits.',
      ]);
    }
  });
});
