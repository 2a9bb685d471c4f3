import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeInZone, formatLocaleDateTime } from './date-time.ts';

const instant = '2026-03-05T14:07:09Z';

describe('formatDateTime', () => {
  it('writes two-digit day, English month, year and a 24-hour time', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('05 March 2026 14:07:09');
  });

  it('shows the instant in the given time zone', () => {
    expect(formatDateTime(instant, 'America/New_York')).toBe('05 March 2026 09:07:09');
    expect(formatDateTime('2026-03-05T23:30:00Z', 'Asia/Tokyo')).toBe('06 March 2026 08:30:00');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime('2026-12-31T00:00:00Z', 'UTC')).toBe('31 December 2026 00:00:00');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date(instant);
    expect(formatDateTime(date, 'UTC')).toBe('05 March 2026 14:07:09');
    expect(formatDateTime(date.getTime(), 'UTC')).toBe('05 March 2026 14:07:09');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDateTime('not a date', 'UTC')).toThrow(RangeError);
  });
});

describe('formatDateTimeInZone', () => {
  it('writes the instant in the zone it names: the viewer’s by default', () => {
    const later = '2027-03-05T14:07:09.000Z';
    expect(formatDateTimeInZone(later, 'America/New_York')).toBe('05 March 2027 09:07:09 (America/New_York)');
    expect(formatDateTimeInZone(later, 'UTC')).toBe('05 March 2027 14:07:09 (UTC)');
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTimeInZone(later)).toBe(formatDateTimeInZone(later, zone));
  });
});

describe('formatLocaleDateTime', () => {
  it("writes the moment as the viewer's locale does, in their zone", () => {
    expect(formatLocaleDateTime(instant, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Mar 5, 2026, 9:07 AM',
    );
    expect(formatLocaleDateTime(instant, { locale: 'en-GB', timeZone: 'UTC' })).toBe('5 Mar 2026, 14:07');
  });

  it('refuses what is not a date', () => {
    expect(() => formatLocaleDateTime('not a date')).toThrow(RangeError);
  });
});
