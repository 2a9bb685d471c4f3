/**
 * A complete US number as E.164 (`+1` and 10 digits, i.e. the 12 characters SPEC section 5 asks for
 * once the mask's brackets, spaces and placeholders are stripped), or null when incomplete or too long.
 * Accepts the masked form '+1 (555) 123 4567', bare '5551234567', '15551234567' or '+15551234567'.
 */
export function normalizeUsPhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const hasCountryCode = digits.length === 11 && digits.startsWith('1');
  // A leading + announces a country code, which must be 1.
  if (input.trim().startsWith('+') && !hasCountryCode) return null;
  const national = hasCountryCode ? digits.slice(1) : digits;
  // US area codes never start with 0 or 1: '+1 (555) 123 456_' must not pass as 155 512 3456.
  return /^[2-9]\d{9}$/.test(national) ? `+1${national}` : null;
}

/** The mask's display form '+1 (555) 123 4567'; input that is not a complete US number comes back unchanged. */
export function formatUsPhone(input: string): string {
  const normalized = normalizeUsPhone(input);
  if (normalized === null) return input;
  const national = normalized.slice(2);
  return `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)} ${national.slice(6)}`;
}
