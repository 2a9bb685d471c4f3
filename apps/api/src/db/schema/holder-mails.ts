import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, mailQueueColumns } from './columns.ts';
import { users } from './users.ts';

/**
 * Mails to a membership's holders about a change of its sales (a pause, a resume, a suspension, a
 * restore), queued in the change's transaction, one row per holder, and sent by the mail drain in
 * batches (read-models/membership-holders.ts), not by the request that made the change.
 */
export const holderMails = pgTable(
  'holder_mails',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    ...mailQueueColumns(),
    createdAt: createdAt(),
  },
  // The drain reads only the unsent rows, oldest first.
  (t) => [index('holder_mails_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);
