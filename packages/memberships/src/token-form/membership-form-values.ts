import {
  DEFAULT_TOKEN_TYPE,
  type ImageValue,
  MEMBERSHIP_FORM_DEFAULTS,
  type MembershipFormInput,
  type Token,
  type TokenType,
} from '@keyclub/domain';

/** What the inputs hold: typed text, the token type, the art image (none yet) and the covers. */
export type MembershipFormValues = MembershipFormInput & {
  token_type: TokenType;
  art_image: ImageValue | null;
  covers: ImageValue[];
};

export const BLANK_MEMBERSHIP_FORM: MembershipFormValues = {
  ...MEMBERSHIP_FORM_DEFAULTS,
  token_type: DEFAULT_TOKEN_TYPE,
  art_image: null,
  covers: [],
};

/** The edit form starts from the stored membership; a stored cover keeps its id so the API can keep it. */
export function membershipFormValues(token: Token): MembershipFormValues {
  const { profile } = token;
  return {
    title: profile.title,
    description: profile.description,
    price: String(profile.price),
    renewal_price: String(profile.renewal_price),
    copies: String(profile.copies),
    royalty: String(profile.royalty),
    lockout_period: String(profile.lockout_period),
    lockout_period_type: profile.lockout_period_type,
    expiration_duration: String(profile.expiration_duration),
    expiration_duration_type: profile.expiration_duration_type,
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
  };
}
