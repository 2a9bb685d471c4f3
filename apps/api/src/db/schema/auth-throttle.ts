import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const authThrottleKind = pgEnum('auth_throttle_kind', [
  'LOGIN_FAILURE',
  'CODE_REQUEST',
  'PASSWORD_CHECK_FAILURE',
  'SIGNUP',
  'AVAILABILITY_CHECK',
  'CODE_FAILURE',
  'CARD_SHOW',
  'WALLET_NONCE',
]);

/**
 * Events counted in sliding windows (throttle/throttle.ts): per email address, per address and
 * client IP, per IP and per user. Keyed by the address (not the user) so unknown addresses are
 * limited the same way: the answers never reveal whether an account exists.
 */
export const authThrottleEvents = pgTable(
  'auth_throttle_events',
  {
    id: id(),
    kind: authThrottleKind('kind').notNull(),
    /** What is counted, e.g. `email:<address>`, `email:<address>|ip:<ip>`, `ip:<ip>`, `user:<id>`. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_throttle_events_kind_subject_created_idx').on(t.kind, t.subject, t.createdAt)],
);
