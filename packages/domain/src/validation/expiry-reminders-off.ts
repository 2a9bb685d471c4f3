import { z } from 'zod';

/** What the expiry reminders' sign-off page and its call say (docs/decisions/reminders.md). */
export const EXPIRY_REMINDER_TEXTS = {
  offTitle: 'Expiry reminders are off',
  offBody:
    'Keyclub will no longer email you before your memberships expire. You can turn expiry reminders back on in Settings, under Notifications.',
  invalidLink:
    'This link is not valid or has expired. Log in and turn expiry reminders off in Settings, under Notifications.',
} as const;

/**
 * POST /notifications/expiry-reminders/off: the signed link's query as the mail carries it — the
 * user id, the link's expiry (unix seconds) and its HMAC (SHA-256, base64url).
 */
export const expiryRemindersOffRequestSchema = z.object({
  user: z.string().regex(/^[1-9]\d{0,9}$/, EXPIRY_REMINDER_TEXTS.invalidLink),
  exp: z.string().regex(/^[1-9]\d{0,11}$/, EXPIRY_REMINDER_TEXTS.invalidLink),
  sig: z.string().regex(/^[\w-]{43}$/, EXPIRY_REMINDER_TEXTS.invalidLink),
});
export type ExpiryRemindersOffRequest = z.infer<typeof expiryRemindersOffRequestSchema>;
