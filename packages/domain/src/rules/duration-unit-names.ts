import type { DurationUnit } from '../entities/enums.ts';

// Apart from membership-duration.ts, so the membership form's unit selects load these names without
// MESSAGES (which that file's duration label needs).

/** Names of the duration units, e.g. for unit selects ('Hours', 'Days') and duration labels. */
export const DURATION_UNIT_NAMES: Record<DurationUnit, { singular: string; plural: string }> = {
  HOURS: { singular: 'Hour', plural: 'Hours' },
  DAYS: { singular: 'Day', plural: 'Days' },
};
