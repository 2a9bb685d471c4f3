import type { Allowance } from '../../throttle/throttle.ts';

/** Membership cards one consumer may be shown an hour (docs/decisions/ownership.md). */
export const CARD_SHOWS_PER_HOUR = 20;

/** Membership cards shown (POST /tokens/{id}/activations) per user: each reads the chain and writes rows. */
export const cardShowAllowances = (userId: number): Allowance[] => [
  {
    kind: 'CARD_SHOW',
    subject: `user:${userId}`,
    rules: [{ max: CARD_SHOWS_PER_HOUR, windowMs: 60 * 60_000 }],
  },
];
