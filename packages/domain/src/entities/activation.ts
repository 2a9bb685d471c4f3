import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';
import { recordStatusSchema } from './enums.ts';

/** One showing of a membership card: PENDING until scanned and activated. */
export const activationSchema = z.object({
  id: idSchema,
  token_id: idSchema,
  status: recordStatusSchema,
  is_expired: z.boolean(),
  activated_at: timestampSchema.nullable(),
  activation_end_at: timestampSchema.nullable(),
});
export type Activation = z.infer<typeof activationSchema>;

/** How long a membership card's QR code can be activated (R9): a screenshot stops working after it. */
export const ACTIVATION_QR_TTL_MS = 5 * 60_000;
/** The card page asks for a fresh code this long before its code lapses (ours). */
export const ACTIVATION_CODE_RENEW_BEFORE_MS = 30_000;
/** How long an activation lasts when the membership has no lockout period (ours, R9). */
export const ACTIVATION_DEFAULT_WINDOW_HOURS = 24;

/**
 * The membership card (scan page) and the staff's activation page: the activation with the
 * membership's title. `qr_url` is the signed, time-limited activation link, given only to the owner
 * while the card is PENDING and unexpired (else null). `generated_at` is when the card was made,
 * `expires_at` until when its QR code can be activated; `code_valid_ms` how long that is from when
 * the answer was made (0 once past), so a device counts down by its own timer whatever its clock
 * says. At the door (ours, docs/decisions/membership-card.md): `holder_name` (the copy's owner),
 * `membership_expires_at` (the key's expiry as last read, null for a key that never expires) and the `perks` staff
 * honour. `door_code`: the 6 digits staff type with the copy's id when the QR code cannot be scanned,
 * given with `qr_url` only (docs/decisions/membership-card.md, "Manual lookup").
 */
export const activationCardSchema = activationSchema.extend({
  title: z.string(),
  qr_url: z.string().nullable(),
  generated_at: timestampSchema,
  expires_at: timestampSchema,
  code_valid_ms: z.number().int().nonnegative(),
  holder_name: z.string().nullable(),
  membership_expires_at: timestampSchema.nullable(),
  perks: z.array(z.string()),
  door_code: z.string().nullable(),
});
export type ActivationCard = z.infer<typeof activationCardSchema>;

/** The QR link's proof that the holder showed the card recently (R9): unix seconds and signature. */
export const activationLinkSchema = z.object({
  exp: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sig: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
export type ActivationLink = z.infer<typeof activationLinkSchema>;

/** The staff's manual lookup of a card that cannot be scanned: the code shown under its QR code. */
export const doorCodeRequestSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6 digits under the QR code.'),
});
export type DoorCodeRequest = z.infer<typeof doorCodeRequestSchema>;

/** The scanner's manual lookup form (ours, issue 36): what staff type, the code's spaces allowed. */
export const doorCodeFormSchema = z.object({
  membership_id: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, 'Enter the membership ID shown on the card.'),
  code: z
    .string()
    .transform((typed) => typed.replace(/\s/g, ''))
    .pipe(doorCodeRequestSchema.shape.code),
});
export type DoorCodeForm = z.input<typeof doorCodeFormSchema>;

/** What a wallet pass's barcode starts with (issue 37): the scanner sends such a text to the API. */
export const WALLET_PASS_BARCODE_PREFIX = 'KEYCLUB-PASS-1.';

export const isWalletPassBarcode = (text: string) => text.trim().startsWith(WALLET_PASS_BARCODE_PREFIX);

/** Staff scanned a wallet pass: its barcode's text, judged by the API. */
export const walletPassScanSchema = z.object({ barcode: z.string().trim().min(1).max(200) });
export type WalletPassScan = z.infer<typeof walletPassScanSchema>;

/** The owner's wallet pass of a copy: a signed download of the Apple pass and the Google save link. */
export const walletPassLinksSchema = z.object({
  serial: z.string(),
  apple_pass_url: z.url(),
  google_save_url: z.url(),
});
export type WalletPassLinks = z.infer<typeof walletPassLinksSchema>;
