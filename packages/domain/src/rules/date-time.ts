const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string | undefined) => {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * 'day month year hh:mm:ss' as SPEC section 9 writes it: '05 March 2026 14:07:09' — two-digit day,
 * English month name, 24-hour clock. Shown in `timeZone` (IANA name); without one, in the runtime's
 * zone, i.e. the viewer's local time in the browser.
 */
export function formatDateTime(value: Date | string | number, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The viewer's time zone (its IANA name), as the runtime resolves it: the browser's in the apps. */
export const viewerTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `formatDateTime` in `timeZone` (the viewer's by default), the zone named after it:
 * '05 March 2026 09:07:09 (America/New_York)', so a time is never read in the wrong zone.
 */
export function formatDateTimeInZone(value: Date | string | number, timeZone = viewerTimeZone()): string {
  return `${formatDateTime(value, timeZone)} (${timeZone})`;
}

/**
 * A moment as the viewer's own locale writes a date and time ('Mar 5, 2026, 9:07 AM' in en-US,
 * '5 Mar 2026, 09:07' in en-GB), for texts the spec does not format (ours: 'Activated at …' on the
 * owned detail). Without `locale` and `timeZone`, the browser's.
 */
export function formatLocaleDateTime(
  value: Date | string | number,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
