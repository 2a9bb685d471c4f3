import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, mailQueueColumns, timestampTz } from './columns.ts';
import { tokens } from './tokens.ts';
import { users } from './users.ts';

/** When a key's holder is reminded (docs/decisions/reminders.md): a week before, a day before, on expiry. */
export const reminderWindow = pgEnum('reminder_window', ['SEVEN_DAYS', 'ONE_DAY', 'EXPIRY_DAY']);

/**
 * One row per reminder due: a copy's key, the expiry it was due for (a renewal moves the expiry, and
 * the next term is reminded again) and the window. The scan of every API process inserts what is
 * due with ON CONFLICT DO NOTHING, so the unique key is what makes a reminder happen once; the
 * sender claims unsent rows as the announcement mail queue does (modules/reminders).
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: id(),
    tokenId: belongsTo('token_id', () => tokens.id),
    userId: belongsTo('user_id', () => users.id),
    keyExpiresAt: timestampTz('key_expires_at').notNull(),
    window: reminderWindow('window').notNull(),
    /** Not sent: the holder turned reminders off, renewed or lost the copy before it went out. */
    skippedAt: timestampTz('skipped_at'),
    ...mailQueueColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('expiry_reminders_token_expiry_window_key').on(t.tokenId, t.keyExpiresAt, t.window),
    index('expiry_reminders_user_id_idx').on(t.userId),
    // The sender reads only the rows still to send.
    index('expiry_reminders_unsent_idx').on(t.id).where(sql`${t.sentAt} is null and ${t.skippedAt} is null`),
  ],
);
