import { createHmac } from 'node:crypto';

/**
 * The e2e stack's ACTIVATION_LINK_SECRET (set on its API in global-setup.ts): membership card QR links
 * are HMAC-signed with it, so a test can sign a link the way the API would have at another time.
 */
export const E2E_ACTIVATION_LINK_SECRET = 'keyclub-e2e-activation-link-secret-known-to-the-tests';

/**
 * A membership card link for `activationId` that expired at `exp` (unix seconds), signed as the API
 * signs its links (apps/api/src/modules/ownership/activation-link.ts): what a QR code shown `exp`
 * seconds after the epoch still carries once its time has passed.
 */
export function signedActivationLink(qrUrl: string, exp: number): string {
  const url = new URL(qrUrl);
  const activationId = /\/tokens\/(\d+)\/activate$/.exec(url.pathname)?.[1];
  const sig = createHmac('sha256', E2E_ACTIVATION_LINK_SECRET)
    .update(`activation:${activationId}:${exp}`)
    .digest('base64url');
  url.searchParams.set('exp', String(exp));
  url.searchParams.set('sig', sig);
  return url.href;
}
