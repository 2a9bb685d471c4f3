import { UNLIMITED } from '../constants/limits.ts';
import { MEMBERSHIP_MESSAGES } from '../constants/membership-messages.ts';
import type { DurationUnit } from '../entities/enums.ts';
import { DURATION_UNIT_NAMES } from './duration-unit-names.ts';

const HOURS_PER_DAY = 24;

/**
 * The same length in the unit a person would say: whole days of hours as days (2160 hours is 90
 * days); anything else, and -1, as it is. The API keeps what it stored; this is for showing it.
 */
export function inSpokenUnit(duration: number, type: DurationUnit): { duration: number; type: DurationUnit } {
  if (type === 'HOURS' && duration > 0 && duration % HOURS_PER_DAY === 0) {
    return { duration: duration / HOURS_PER_DAY, type: 'DAYS' };
  }
  return { duration, type };
}

/** '1 Day', '30 Days', '12 Hours': the duration as typed, with its unit named. */
export function durationText(duration: number, type: DurationUnit): string {
  const { singular, plural } = DURATION_UNIT_NAMES[type];
  return `${duration} ${duration === 1 ? singular : plural}`;
}

/** 'Never Expires' for -1, else '1 Day', '30 Days', '12 Hours', in the spoken unit (2160 hours: '90 Days'). */
export function membershipDurationLabel(duration: number, type: DurationUnit): string {
  if (duration === UNLIMITED) return MEMBERSHIP_MESSAGES.neverExpires;
  const spoken = inSpokenUnit(duration, type);
  return durationText(spoken.duration, spoken.type);
}
