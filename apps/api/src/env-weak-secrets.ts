/**
 * The fixed secrets development and test run with. They are in this public repository, so
 * production refuses each of them in every secret variable (env-production-rules.ts).
 */
export const DEVELOPMENT_SECRETS = {
  auth: 'keyclub-development-secret-not-for-production',
  custody: 'keyclub-development-custody-secret-not-for-production',
  activationLink: 'keyclub-development-activation-secret-not-for-production',
  /** Signs the local checkout's webhook events: whoever holds it can sign `checkout.session.completed`. */
  localCheckoutWebhook: 'whsec_keyclub_local_checkout_not_for_production',
} as const;

const PUBLISHED = new Set<string>(Object.values(DEVELOPMENT_SECRETS));

/**
 * Below this estimate a secret is a pattern, not a random value: `openssl rand -hex 16` (32 hex
 * digits) never scored under 90 in 100,000 tries, 'ab' × 16 scores 32, 'a' × 32 scores 0.
 */
const MIN_ENTROPY_BITS = 80;

/** Shannon entropy of the characters times the length: an upper bound of what guessing costs. */
function entropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / value.length);
  return bits;
}

/** Why `value` is no secret (published, or too short or repetitive to be random); null when it may be one. */
export function weakSecretReason(value: string): string | null {
  if (PUBLISHED.has(value)) return 'is a development default published in the repository';
  if (entropyBits(value) < MIN_ENTROPY_BITS)
    return 'is too short or too repetitive to be random (generate one with openssl rand -base64 48)';
  return null;
}

/** secp256k1's group order: private keys are 1 … n − 1. */
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** A key below 2^128 (0x…01, a counter, a small number) is found by search, not by luck. */
const SMALLEST_KEY = 2n ** 128n;

/** Why a 0x-prefixed 32-byte hex private key is guessable or invalid; null when it may be used. */
export function weakPrivateKeyReason(key: string): string | null {
  const value = BigInt(key);
  if (value >= SECP256K1_ORDER) return 'is not a valid secp256k1 private key';
  if (value < SMALLEST_KEY) return 'is a small number: anyone can find it by counting';
  return entropyBits(key.slice(2).toLowerCase()) < MIN_ENTROPY_BITS
    ? 'is a repeated pattern, not a random key'
    : null;
}
