import { describe, expect, it } from 'vitest';
import { apiErrorText } from './api-error-text.ts';

const DEFAULT = 'We are unable to process the request. Try again later';

describe('apiErrorText', () => {
  it('prefers the first message of the errors array', () => {
    expect(
      apiErrorText({
        message: 'Validation failed',
        errors: [{ field: 'email', message: 'Email is required.' }],
      }),
    ).toBe('Email is required.');
  });

  it('falls back to the message field', () => {
    expect(apiErrorText({ message: 'Not allowed', errors: [] })).toBe('Not allowed');
    expect(apiErrorText({ message: 'Not allowed' })).toBe('Not allowed');
  });

  it('falls back to the default text', () => {
    expect(apiErrorText(undefined)).toBe(DEFAULT);
    expect(apiErrorText('<html>Bad gateway</html>')).toBe(DEFAULT);
    expect(apiErrorText({ message: '', errors: [{ message: '' }] })).toBe(DEFAULT);
    expect(apiErrorText({ errors: 'oops' })).toBe(DEFAULT);
  });
});
