import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import {
  forgotPasswordFormSchema,
  forgotPasswordRequestSchema,
  loginFormSchema,
  loginRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  verificationFormSchema,
} from './auth-forms.ts';

describe('login', () => {
  it('needs an email and any non-empty password', () => {
    expect(messagesOf(loginFormSchema, { email: '', password: '' })).toEqual([
      'Email is required.',
      'Password is required.',
    ]);
    expect(messagesOf(loginFormSchema, { email: 'ana@example.com', password: 'old-style' })).toEqual([]);
  });

  it('carries the build role to the server', () => {
    expect(
      messagesOf(loginRequestSchema, { email: 'ana@example.com', password: 'x', role_name: 'ADMIN' }),
    ).toHaveLength(1);
    expect(
      loginRequestSchema.parse({ email: 'ana@example.com', password: 'x', role_name: 'CONSUMER' }),
    ).toEqual({
      email: 'ana@example.com',
      password: 'x',
      role_name: 'CONSUMER',
    });
  });
});

describe('forgot password', () => {
  it('validates the email', () => {
    expect(messagesOf(forgotPasswordRequestSchema, { email: 'ana', role_name: 'BUSINESS' })).toEqual([
      'Please enter a valid email',
    ]);
  });
});

describe('reset password', () => {
  const form = { code: '123456', password: 'Abcdef1!', confirm_password: 'Abcdef1!' };

  it('accepts a code and a confirmed strong password', () => {
    expect(messagesOf(resetPasswordFormSchema, form)).toEqual([]);
  });

  it('reports code, rule and confirmation problems', () => {
    expect(messagesOf(resetPasswordFormSchema, { ...form, code: '12345' })).toEqual([
      'Verification code must be 6 digits.',
    ]);
    expect(messagesOf(resetPasswordFormSchema, { ...form, confirm_password: 'Abcdef1' })).toEqual([
      'Confirm Password does not match',
    ]);
  });

  it('sends email, code and password', () => {
    const request = { email: 'ana@example.com', code: '123456', password: 'Abcdef1!' };
    expect(resetPasswordRequestSchema.parse(request)).toEqual(request);
    expect(messagesOf(resetPasswordRequestSchema, { ...request, password: 'weak' })).toHaveLength(1);
  });
});

describe('verification', () => {
  it('enables Verify only with 6 digits', () => {
    expect(verificationFormSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(verificationFormSchema.safeParse({ code: '12345' }).success).toBe(false);
  });
});

describe('forgotPasswordFormSchema', () => {
  it('needs a valid email and nothing else', () => {
    expect(forgotPasswordFormSchema.parse({ email: ' ana@example.com ' })).toEqual({
      email: 'ana@example.com',
    });
    expect(messagesOf(forgotPasswordFormSchema, { email: '' })).toEqual(['Email is required.']);
    expect(messagesOf(forgotPasswordFormSchema, { email: 'ana@' })).toEqual(['Please enter a valid email']);
  });
});
