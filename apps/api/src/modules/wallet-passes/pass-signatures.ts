import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_PASS_BARCODE_PREFIX } from '@keyclub/domain';

/** What a wallet pass's barcode says: a versioned prefix, the pass's serial and its signature. */
const PREFIX = WALLET_PASS_BARCODE_PREFIX.slice(0, -1);

const signature = (secret: string, label: string, serial: string) =>
  createHmac('sha256', secret).update(`wallet-pass:${label}:${serial}`).digest('base64url');

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The pass's barcode (issue 37): long-lived, unlike the card's 5-minute QR code. It names the pass
 * (copy and owner it was issued to, in wallet_passes) and is signed with the activation link secret,
 * so serials cannot be guessed or forged; whether it still admits anyone is decided at each scan.
 */
export const passBarcode = (secret: string, serial: string) =>
  `${PREFIX}.${serial}.${signature(secret, 'barcode', serial)}`;

/** The serial a scanned text names if it is a genuine pass barcode, else null. */
export function readPassBarcode(secret: string, text: string): string | null {
  const [prefix, serial, sig, ...rest] = text.trim().split('.');
  if (prefix !== PREFIX || !serial || !sig || rest.length > 0) return null;
  return sameText(sig, signature(secret, 'barcode', serial)) ? serial : null;
}

/** The pass's authenticationToken for Apple's web service: derived, so it never needs storing. */
export const passAuthenticationToken = (secret: string, serial: string) =>
  signature(secret, 'apple-web-service', serial);

export const isPassAuthenticationToken = (secret: string, serial: string, token: string) =>
  sameText(token, passAuthenticationToken(secret, serial));

/** How long the link of the "Add to Apple Wallet" button downloads the pass. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60_000;

/** `exp` (unix seconds) and `sig` of a pass download link: the button is a plain link, no session header. */
export function signedDownload(secret: string, serial: string, now: Date) {
  const exp = Math.floor((now.getTime() + DOWNLOAD_LINK_TTL_MS) / 1000);
  return { exp, sig: signature(secret, `download:${exp}`, serial) };
}

export const isSignedDownload = (secret: string, serial: string, exp: number, sig: string, now: Date) =>
  exp * 1000 > now.getTime() && sameText(sig, signature(secret, `download:${exp}`, serial));
