import { formatUsPhone, normalizeUsPhone } from '@keyclub/domain';
import { describe, expect, it } from 'vitest';
import { maskUsPhone } from './us-phone-mask.ts';

describe('maskUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '+1 (5'],
    ['555', '+1 (555'],
    ['5551', '+1 (555) 1'],
    ['555123', '+1 (555) 123'],
    ['5551234', '+1 (555) 123 4'],
    ['5551234567', '+1 (555) 123 4567'],
  ])('shapes the typed digits %j as %j', (typed, masked) => {
    expect(maskUsPhone(typed)).toBe(masked);
  });

  it('does not read the +1 it wrote as a digit when the user keeps typing', () => {
    expect(maskUsPhone('+1 (555) 123 45678')).toBe('+1 (555) 123 4567');
    expect(maskUsPhone('+1 (5556')).toBe('+1 (555) 6');
  });

  it('empties when the user deletes back to the country code', () => {
    expect(maskUsPhone('+1 (')).toBe('');
    expect(maskUsPhone('+1 (555)')).toBe('+1 (555');
  });

  it('drops the country code of a pasted 11-digit number and the characters after 10 digits', () => {
    expect(maskUsPhone('1 555 123 4567')).toBe('+1 (555) 123 4567');
    expect(maskUsPhone('555-123-4567 ext 89')).toBe('+1 (555) 123 4567');
  });

  it("writes a stored number the way the domain's formatter does, and back", () => {
    expect(maskUsPhone('+15551234567')).toBe(formatUsPhone('+15551234567'));
    expect(normalizeUsPhone(maskUsPhone('5551234567'))).toBe('+15551234567');
  });
});
