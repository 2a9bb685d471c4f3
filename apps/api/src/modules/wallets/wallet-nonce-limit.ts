import type { Allowance } from '../../throttle/throttle.ts';

/** Wallet sign-in nonces one user may ask for an hour (each is a stored row; linking needs one). */
export const WALLET_NONCES_PER_HOUR = 20;

/** Wallet sign-in nonces (GET /wallet/{id}/nonce) per user: each writes a row. */
export const walletNonceAllowances = (userId: number): Allowance[] => [
  {
    kind: 'WALLET_NONCE',
    subject: `user:${userId}`,
    rules: [{ max: WALLET_NONCES_PER_HOUR, windowMs: 60 * 60_000 }],
  },
];
