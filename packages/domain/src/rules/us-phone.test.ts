import { describe, expect, it } from 'vitest';
import { formatUsPhone, normalizeUsPhone } from './us-phone.ts';

describe('normalizeUsPhone', () => {
  it('turns a complete masked number into E.164 (12 characters)', () => {
    expect(normalizeUsPhone('+1 (555) 123 4567')).toBe('+15551234567');
    expect(normalizeUsPhone('+1 (555) 123 4567')).toHaveLength(12);
  });

  it('accepts other common writings of the same number', () => {
    expect(normalizeUsPhone('5551234567')).toBe('+15551234567');
    expect(normalizeUsPhone('15551234567')).toBe('+15551234567');
    expect(normalizeUsPhone('+15551234567')).toBe('+15551234567');
    expect(normalizeUsPhone('(555) 123-4567')).toBe('+15551234567');
  });

  it('refuses incomplete or too long numbers', () => {
    expect(normalizeUsPhone('+1 (555) 123 456_')).toBeNull();
    expect(normalizeUsPhone('+1 (555) 123 ____')).toBeNull();
    expect(normalizeUsPhone('+1 (___) ___ ____')).toBeNull();
    expect(normalizeUsPhone('')).toBeNull();
    expect(normalizeUsPhone('+1 (555) 123 45678')).toBeNull();
    expect(normalizeUsPhone('25551234567')).toBeNull();
    expect(normalizeUsPhone('+5551234567')).toBeNull();
    expect(normalizeUsPhone('1555123456')).toBeNull();
    expect(normalizeUsPhone('+44 20 7946 0958')).toBeNull();
  });
});

describe('formatUsPhone', () => {
  it('writes a number the way the mask shows it', () => {
    expect(formatUsPhone('+15551234567')).toBe('+1 (555) 123 4567');
    expect(formatUsPhone('5551234567')).toBe('+1 (555) 123 4567');
  });

  it('returns incomplete input unchanged', () => {
    expect(formatUsPhone('555')).toBe('555');
  });
});
