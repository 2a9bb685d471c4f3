import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ActivationLink } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';

const signature = (secret: string, activationId: number, exp: number) =>
  createHmac('sha256', secret).update(`activation:${activationId}:${exp}`).digest('base64url');

/**
 * R9: the membership card's QR link, the business app's activation page with `exp` (unix seconds,
 * the card's `expires_at`) and its HMAC. Activation ids are sequential: the signature proves that
 * the holder showed this card, and `exp` that it was shown recently (a screenshot stops working).
 */
export function activationLinkUrl(
  env: { businessAppUrl: string; activationLinkSecret: string },
  activationId: number,
  expiresAt: Date,
): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const sig = signature(env.activationLinkSecret, activationId, exp);
  const query = new URLSearchParams({ exp: String(exp), sig });
  return `${env.businessAppUrl}${membershipPaths.tokenActivate.href(activationId)}?${query}`;
}

/** Whether `link` was signed for this activation (compared in constant time); its expiry aside. */
export function isSignedActivationLink(secret: string, activationId: number, link: ActivationLink): boolean {
  const expected = Buffer.from(signature(secret, activationId, link.exp));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
