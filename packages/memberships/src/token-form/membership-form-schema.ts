import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TOKEN_TYPE,
  type ImageValue,
  MEMBERSHIP_FORM_DEFAULTS,
  type MembershipFormInput,
  membershipEditFormSchema,
  membershipFormSchema,
  membershipImagesSchema,
  type Token,
  type TokenType,
  tokenTypeSchema,
} from '@keyclub/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** Beside the domain's membership fields the form holds the token type and the images. */
const formExtras = membershipImagesSchema.extend({ token_type: tokenTypeSchema });

const createSchema = z.intersection(membershipFormSchema, formExtras);
const editSchema = (soldCopies: number) => z.intersection(membershipEditFormSchema(soldCopies), formExtras);

/** What the inputs hold: typed text, the token type, the art image (none yet) and the covers. */
export type MembershipFormValues = MembershipFormInput & {
  token_type: TokenType;
  art_image: ImageValue | null;
  covers: ImageValue[];
};

/** The validated form; price and renewal price are absent on edit (fixed once created). */
export type MembershipSubmission = z.output<ReturnType<typeof editSchema>> &
  Partial<Pick<z.output<typeof createSchema>, 'price' | 'renewal_price'>>;

/** Create: the domain's create schema; edit: its edit schema, which refuses copies below `soldCopies`. */
export function membershipFormResolver(
  soldCopies: number | null,
): Resolver<MembershipFormValues, unknown, MembershipSubmission> {
  const resolver = soldCopies === null ? zodResolver(createSchema) : zodResolver(editSchema(soldCopies));
  return resolver as unknown as Resolver<MembershipFormValues, unknown, MembershipSubmission>;
}

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
