import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const authThrottleKind = pgEnum('auth_throttle_kind', [
  'LOGIN_FAILURE',
  'CODE_REQUEST',
  'PASSWORD_CHECK_FAILURE',
]);

/**
 * Events counted in a time window to limit failed logins and mailed codes per email address.
 * Keyed by the address (not the user) so unknown addresses are limited the same way: the answers
 * never reveal whether an account exists.
 */
export const authThrottleEvents = pgTable(
  'auth_throttle_events',
  {
    id: id(),
    kind: authThrottleKind('kind').notNull(),
    /**
     * Lower-cased email, prefixed with the code purpose for CODE_REQUEST; `user:<id>` for
     * PASSWORD_CHECK_FAILURE (a wrong current password in a logged-in password change).
     */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_throttle_events_kind_subject_created_idx').on(t.kind, t.subject, t.createdAt)],
);
