import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesOf } from '../testing/issues.ts';
import {
  confirmPasswordSchema,
  currentPasswordSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  usernameSchema,
  verificationCodeSchema,
  withConfirmPassword,
} from './account-fields.ts';

const PASSWORD_RULE =
  'Password must consist of a minimum of 8 characters, at least one capital letter, one lowercase letter, one number and one special character.';

describe('emailSchema', () => {
  it('requires an email', () => {
    expect(messagesOf(emailSchema, '')).toEqual(['Email is required.']);
    expect(messagesOf(emailSchema, '   ')).toEqual(['Email is required.']);
    expect(messagesOf(emailSchema, undefined)).toEqual(['Email is required.']);
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana smith@example.com', 'ana@@example.com'])(
    'refuses %s',
    (email) => {
      expect(messagesOf(emailSchema, email)).toEqual(['Please enter a valid email']);
    },
  );

  it('accepts and trims a valid email', () => {
    expect(emailSchema.parse(' ana.smith+club@mail.example.com ')).toBe('ana.smith+club@mail.example.com');
  });
});

describe('passwordSchema', () => {
  it('accepts a password with every class', () => {
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(passwordSchema.safeParse('Zz9*Zz9*Zz9*').success).toBe(true);
  });

  it.each([
    ['too short', 'Abcde1!'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['only a special character outside !@#$&*', 'Abcdef1%'],
  ])('refuses a password with %s', (_, password) => {
    expect(messagesOf(passwordSchema, password)).toEqual([PASSWORD_RULE]);
  });

  it('requires a password', () => {
    expect(messagesOf(passwordSchema, '')).toEqual(['Password is required.']);
  });
});

describe('usernameSchema', () => {
  it('requires 4 to 20 characters', () => {
    expect(messagesOf(usernameSchema, '')).toEqual(['Username is required.']);
    expect(messagesOf(usernameSchema, 'abc')).toEqual(['Username must be between 4 and 20 characters.']);
    expect(messagesOf(usernameSchema, 'abcd')).toEqual([]);
    expect(messagesOf(usernameSchema, 'a'.repeat(20))).toEqual([]);
    expect(messagesOf(usernameSchema, 'a'.repeat(21))).toEqual([
      'Username must be between 4 and 20 characters.',
    ]);
  });
});

describe('first and last name', () => {
  it('requires a name of 2 to 50 letters', () => {
    expect(messagesOf(firstNameSchema, '')).toEqual(['First Name is required.']);
    expect(messagesOf(firstNameSchema, 'A')).toEqual(['First Name must be between 2 and 50 characters.']);
    expect(messagesOf(firstNameSchema, 'Al')).toEqual([]);
    expect(messagesOf(firstNameSchema, 'a'.repeat(50))).toEqual([]);
    expect(messagesOf(lastNameSchema, 'a'.repeat(51))).toEqual([
      'Last Name must be between 2 and 50 characters.',
    ]);
    expect(messagesOf(lastNameSchema, '')).toEqual(['Last Name is required.']);
  });

  it('accepts letters of any alphabet only', () => {
    expect(messagesOf(firstNameSchema, 'José')).toEqual([]);
    expect(messagesOf(firstNameSchema, 'Zoë')).toEqual([]);
    expect(messagesOf(firstNameSchema, 'Ana1')).toEqual(['First Name must contain letters only.']);
    expect(messagesOf(lastNameSchema, 'Mary Ann')).toEqual(['Last Name must contain letters only.']);
    expect(messagesOf(lastNameSchema, "O'Neil")).toEqual(['Last Name must contain letters only.']);
  });
});

describe('verificationCodeSchema', () => {
  it('needs exactly 6 digits', () => {
    expect(messagesOf(verificationCodeSchema, '')).toEqual(['Verification code is required.']);
    expect(messagesOf(verificationCodeSchema, '12345')).toEqual(['Verification code must be 6 digits.']);
    expect(messagesOf(verificationCodeSchema, '123456')).toEqual([]);
    expect(messagesOf(verificationCodeSchema, '1234567')).toEqual(['Verification code must be 6 digits.']);
    expect(messagesOf(verificationCodeSchema, '12345a')).toEqual(['Verification code must be 6 digits.']);
  });
});

describe('withConfirmPassword', () => {
  const schema = withConfirmPassword(
    z.object({ email: emailSchema, password: passwordSchema, confirm_password: confirmPasswordSchema }),
    'password',
  );

  it('flags a confirmation that differs, on confirm_password', () => {
    const values = { email: 'ana@example.com', password: 'Abcdef1!', confirm_password: 'Abcdef1?' };
    expect(messagesOf(schema, values, 'confirm_password')).toEqual(['Confirm Password does not match']);
  });

  it('flags it even while another field is invalid', () => {
    const values = { email: '', password: 'Abcdef1!', confirm_password: 'x' };
    expect(messagesOf(schema, values, 'confirm_password')).toEqual(['Confirm Password does not match']);
  });

  it('asks for the confirmation instead of reporting a mismatch when it is empty', () => {
    const values = { email: 'ana@example.com', password: 'Abcdef1!', confirm_password: '' };
    expect(messagesOf(schema, values)).toEqual(['Confirm Password is required.']);
  });

  it('accepts a matching confirmation', () => {
    const values = { email: 'ana@example.com', password: 'Abcdef1!', confirm_password: 'Abcdef1!' };
    expect(messagesOf(schema, values)).toEqual([]);
  });
});

describe('account field bounds', () => {
  it('refuses an email longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    expect(messagesOf(emailSchema, email)).toEqual([]);
    expect(messagesOf(emailSchema, `a${email}`)).toEqual(['Email must be at most 254 characters.']);
  });

  it('refuses new and current passwords longer than 128 characters', () => {
    const password = `Aa1!${'x'.repeat(124)}`;
    expect(messagesOf(passwordSchema, password)).toEqual([]);
    expect(messagesOf(passwordSchema, `${password}x`)).toEqual(['Password must be at most 128 characters.']);
    expect(messagesOf(currentPasswordSchema('Password is required.'), `${password}x`)).toEqual([
      'Password must be at most 128 characters.',
    ]);
  });
});
