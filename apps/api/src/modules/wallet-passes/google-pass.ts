import { createSign } from 'node:crypto';
import type { WalletCredentials } from './credentials.ts';
import type { PassView } from './pass-rows.ts';

/** Where a Google Wallet save link points: Google's save page, the signed JWT as its last segment. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });

/**
 * The membership as a Google Wallet generic pass: a save link holding a JWT signed RS256 with the
 * service account's key ("typ": "savetowallet"), its object named by the issuer and the pass's
 * serial, its barcode the pass's, valid until the key expires.
 */
export function googleSaveUrl(
  view: PassView,
  options: { credentials: WalletCredentials['google']; barcode: string; origin: string; now: Date },
): string {
  const { credentials } = options;
  const classId = `${credentials.issuerId}.keyclub_membership`;
  const object = {
    id: `${credentials.issuerId}.${view.serial}`,
    classId,
    state: 'ACTIVE',
    cardTitle: text(view.businessName),
    header: text(view.title),
    subheader: text(view.holderName ?? 'Member'),
    hexBackgroundColor: '#1a202c',
    barcode: { type: 'QR_CODE', value: options.barcode, alternateText: `Membership ID ${view.copyId}` },
    textModulesData: [{ id: 'membership-id', header: 'Membership ID', body: String(view.copyId) }],
    ...(view.expiresAt ? { validTimeInterval: { end: { date: view.expiresAt.toISOString() } } } : {}),
  };
  const claims = {
    iss: credentials.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(options.now.getTime() / 1000),
    origins: [options.origin],
    payload: { genericClasses: [{ id: classId }], genericObjects: [object] },
  };
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(credentials.privateKeyPem, 'base64url');
  return `${GOOGLE_SAVE_URL}${unsigned}.${signature}`;
}
