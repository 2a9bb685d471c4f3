/**
 * The parts of the POST /tokens and PUT /tokens/{id} multipart body and how each travels: `text`
 * as is, `json` as a JSON text array, `file` as one file part, `files` as a part per file. The
 * api-client encodes from this list, the API decodes and documents from it.
 */
export const MEMBERSHIP_PARTS = {
  title: 'text',
  description: 'text',
  price: 'text',
  renewal_price: 'text',
  currency: 'text',
  copies: 'text',
  royalty: 'text',
  lockout_period: 'text',
  lockout_period_type: 'text',
  expiration_duration: 'text',
  expiration_duration_type: 'text',
  category_id: 'text',
  token_type: 'text',
  terms_and_conditions: 'text',
  perks: 'json',
  perk_descriptions: 'json',
  gate: 'json',
  cover_ids: 'json',
  art_image: 'file',
  covers: 'files',
} as const;

export type MembershipPartName = keyof typeof MEMBERSHIP_PARTS;
type PartsSent<Kind> = {
  [Name in MembershipPartName]: (typeof MEMBERSHIP_PARTS)[Name] extends Kind ? Name : never;
}[MembershipPartName];
export type MembershipTextPart = PartsSent<'text'>;
export type MembershipJsonPart = PartsSent<'json'>;

/** What a client sends to save a membership; a part left out is not sent. */
export type MembershipParts = { [Name in MembershipTextPart]?: string | number | undefined } & {
  [Name in MembershipJsonPart]?: readonly unknown[] | undefined;
} & {
  art_image?: Blob | undefined;
  covers?: readonly Blob[] | undefined;
};

/**
 * POST /tokens' coming-soon parts (`membershipLaunchSchema`), sent on create only: `coming_soon`, and
 * `launch_at` (ISO 8601) when the business chose a launch time.
 */
export type MembershipLaunchParts = { coming_soon: boolean; launch_at: string | null };

const namesOf = (kind: string) =>
  (Object.keys(MEMBERSHIP_PARTS) as MembershipPartName[]).filter((name) => MEMBERSHIP_PARTS[name] === kind);
export const MEMBERSHIP_TEXT_PARTS = namesOf('text') as MembershipTextPart[];
export const MEMBERSHIP_JSON_PARTS = namesOf('json') as MembershipJsonPart[];
