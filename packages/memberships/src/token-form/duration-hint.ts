import { type DurationUnit, durationText, inSpokenUnit } from '@keyclub/domain';

/** Under a duration typed in hours that is whole days: 'That is 90 days.' (the unit a person would say). */
export function durationHint(value: string, unit: DurationUnit): string | undefined {
  const duration = Number(value);
  if (!Number.isInteger(duration) || duration <= 0) return undefined;
  const spoken = inSpokenUnit(duration, unit);
  return spoken.type === unit
    ? undefined
    : `That is ${durationText(spoken.duration, spoken.type).toLowerCase()}.`;
}
