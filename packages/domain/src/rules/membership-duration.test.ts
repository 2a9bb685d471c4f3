import { describe, expect, it } from 'vitest';
import { DURATION_UNIT_NAMES } from './duration-unit-names.ts';
import { inSpokenUnit, membershipDurationLabel } from './membership-duration.ts';

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

  it('says whole days of hours in days, and leaves the rest as stored', () => {
    expect(membershipDurationLabel(2160, 'HOURS')).toBe('90 Days');
    expect(membershipDurationLabel(24, 'HOURS')).toBe('1 Day');
    expect(membershipDurationLabel(36, 'HOURS')).toBe('36 Hours');
    expect(inSpokenUnit(2160, 'HOURS')).toEqual({ duration: 90, type: 'DAYS' });
    expect(inSpokenUnit(-1, 'HOURS')).toEqual({ duration: -1, type: 'HOURS' });
    expect(inSpokenUnit(48, 'DAYS')).toEqual({ duration: 48, type: 'DAYS' });
  });

  it('names each unit for a unit select', () => {
    expect(DURATION_UNIT_NAMES.HOURS.plural).toBe('Hours');
    expect(DURATION_UNIT_NAMES.DAYS.plural).toBe('Days');
  });
});
