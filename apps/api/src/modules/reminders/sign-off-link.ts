import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ExpiryRemindersOffRequest } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';

/** How long a reminder's sign-off link works after its mail was sent (docs/decisions/reminders.md). */
export const SIGN_OFF_LINK_DAYS = 90;

const signature = (secret: string, userId: string, exp: string) =>
  createHmac('sha256', secret).update(`expiry-reminders-off:${userId}:${exp}`).digest('base64url');

/** The link every reminder carries: the consumer page that turns the user's reminders off, signed. */
export function signOffLinkUrl(
  env: { consumerAppUrl: string; authSecret: string },
  userId: number,
  now: Date,
) {
  const exp = String(Math.floor(now.getTime() / 1000) + SIGN_OFF_LINK_DAYS * 86_400);
  const user = String(userId);
  return `${env.consumerAppUrl}${authPaths.expiryRemindersOff.href({ user, exp, sig: signature(env.authSecret, user, exp) })}`;
}

/** The user a link was signed for (compared in constant time), or null when forged or expired. */
export function signedOffUser(secret: string, link: ExpiryRemindersOffRequest, now: Date): number | null {
  const expected = Buffer.from(signature(secret, link.user, link.exp));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(link.exp) * 1000 > now.getTime() ? Number(link.user) : null;
}
