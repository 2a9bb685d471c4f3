import { type DurationUnit, inSpokenUnit, type Token } from '@keyclub/domain';
import type { MembershipFormValues } from './membership-form-values.ts';

// The edit page's alone (the create form's first load, at its bundle ceiling, does not carry it).

/** A stored duration as the form shows it: in the unit a person would say (2160 hours: 90 days). */
const spokenDuration = (duration: number, type: DurationUnit) => {
  const spoken = inSpokenUnit(duration, type);
  return { value: String(spoken.duration), type: spoken.type };
};

/**
 * The edit form starts from the stored membership; a stored cover keeps its id so the API can keep
 * it. Durations show in their spoken unit; saved so, they are the same length (the lock reads seconds).
 */
export function membershipFormValues(token: Token): MembershipFormValues {
  const { profile } = token;
  const lockout = spokenDuration(profile.lockout_period, profile.lockout_period_type);
  const expiration = spokenDuration(profile.expiration_duration, profile.expiration_duration_type);
  return {
    title: profile.title,
    description: profile.description,
    price: String(profile.price),
    renewal_price: String(profile.renewal_price),
    copies: String(profile.copies),
    royalty: String(profile.royalty),
    lockout_period: lockout.value,
    lockout_period_type: lockout.type,
    expiration_duration: expiration.value,
    expiration_duration_type: expiration.type,
    category_id: String(profile.category.id),
    perks: [...profile.perks],
    perk_descriptions: profile.perks.map((_, index) => profile.perk_descriptions[index] ?? ''),
    gate: profile.gate.map((gate) => ({
      gate_configuration: { type: gate.gate_configuration.type },
      values: gate.values,
    })),
    terms_and_conditions: profile.terms_and_conditions ?? '',
    token_type: profile.token_type,
    art_image: profile.art_image ? { url: profile.art_image.url } : null,
    covers: profile.covers.map((cover) => ({ id: cover.id, url: cover.file.url })),
    // Not edited: the edit page's sales control launches a coming-soon membership.
    coming_soon: profile.status === 'PENDING',
    launch_at: '',
  };
}
