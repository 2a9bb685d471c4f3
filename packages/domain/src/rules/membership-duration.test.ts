import { describe, expect, it } from 'vitest';
import { DURATION_UNIT_NAMES } from './duration-unit-names.ts';
import { membershipDurationLabel } from './membership-duration.ts';

describe('membershipDurationLabel', () => {
  it('reads Never Expires for -1 whatever the unit', () => {
    expect(membershipDurationLabel(-1, 'DAYS')).toBe('Never Expires');
    expect(membershipDurationLabel(-1, 'HOURS')).toBe('Never Expires');
  });

  it('uses singular and plural unit names', () => {
    expect(membershipDurationLabel(1, 'DAYS')).toBe('1 Day');
    expect(membershipDurationLabel(30, 'DAYS')).toBe('30 Days');
    expect(membershipDurationLabel(1, 'HOURS')).toBe('1 Hour');
    expect(membershipDurationLabel(12, 'HOURS')).toBe('12 Hours');
  });

  it('names each unit for a unit select', () => {
    expect(DURATION_UNIT_NAMES.HOURS.plural).toBe('Hours');
    expect(DURATION_UNIT_NAMES.DAYS.plural).toBe('Days');
  });
});
