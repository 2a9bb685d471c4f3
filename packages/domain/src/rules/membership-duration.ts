import { UNLIMITED } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import type { DurationUnit } from '../entities/enums.ts';
import { DURATION_UNIT_NAMES } from './duration-unit-names.ts';

/** 'Never Expires' for -1, else '1 Day', '30 Days', '12 Hours'. */
export function membershipDurationLabel(duration: number, type: DurationUnit): string {
  if (duration === UNLIMITED) return MESSAGES.membership.neverExpires;
  const { singular, plural } = DURATION_UNIT_NAMES[type];
  return `${duration} ${duration === 1 ? singular : plural}`;
}
