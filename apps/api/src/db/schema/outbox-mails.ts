import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Mails kept by the dev outbox mailer instead of being sent (listed at GET /dev/outbox). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_mails_to_address_id_idx').on(t.toAddress, t.id)],
);
