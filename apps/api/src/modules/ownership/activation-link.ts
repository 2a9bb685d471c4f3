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
  const { exp, sig } = signedLink(env.activationLinkSecret, activationId, expiresAt);
  const query = new URLSearchParams({ exp: String(exp), sig });
  return `${env.businessAppUrl}${membershipPaths.tokenActivate.href(activationId)}?${query}`;
}

/** The proof a card's QR link carries: `exp` (its `expires_at` in unix seconds) and its signature. */
export function signedLink(secret: string, activationId: number, expiresAt: Date): ActivationLink {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return { exp, sig: signature(secret, activationId, exp) };
}

/**
 * The card's door code (issue 36): 6 digits from an HMAC of the activation and its `exp`, so it
 * changes with every fresh code and dies with it. Staff type it when the QR code cannot be scanned.
 */
export function doorCode(secret: string, activationId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`door-code:${activationId}:${exp}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Whether `given` is the card's door code, compared in constant time. */
export function isDoorCode(secret: string, activationId: number, expiresAt: Date, given: string): boolean {
  const expected = Buffer.from(doorCode(secret, activationId, expiresAt));
  const typed = Buffer.from(given);
  return typed.length === expected.length && timingSafeEqual(typed, expected);
}

/** Whether `link` was signed for this activation (compared in constant time); its expiry aside. */
export function isSignedActivationLink(secret: string, activationId: number, link: ActivationLink): boolean {
  const expected = Buffer.from(signature(secret, activationId, link.exp));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
