import type { Database } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

/** Keeps mails in the outbox_mails table instead of sending them; GET /dev/outbox lists them. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await db.insert(outboxMails).values({ toAddress: to.toLowerCase(), subject, text, html });
    },
  };
}
