import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  claimNextBatch,
  type DrainOptions,
  drainMailQueue,
  markMails,
} from '../../adapters/mail/mail-drain.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { announcementMails, announcements, businesses, users } from '../../db/schema/index.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';
import { type AnnouncementMailFields, announcementMail } from './announcement-mail.ts';

export type MailQueueDeps = { db: Database; mailer: Mailer; logger: Logger; consumerAppUrl: string };

/** The announcement mails as the drain (adapters/mail/mail-drain.ts) works them, with what each says. */
const announcementQueue = ({ db, consumerAppUrl }: MailQueueDeps) => ({
  claim: async (batchSize: number, claimMs: number) =>
    (
      await executeRows<AnnouncementMailFields & { id: number }>(
        db,
        sql`${claimNextBatch(announcementMails, batchSize, claimMs)}, ${announcements} as posted, ${businesses} as business, ${users} as recipient
    where mail.id = batch.id and posted.id = mail.announcement_id
      and business.id = posted.business_id and recipient.id = mail.user_id
    returning mail.id, recipient.email as "to", posted.id as "announcementId",
      business.name as "businessName", posted.subject, posted.message`,
      )
    ).map((mail) => ({ id: mail.id, message: announcementMail(mail, consumerAppUrl) })),
  ...markMails(db, announcementMails),
});

/**
 * Sends every queued announcement mail, a batch at a time, and answers how many it sent (each once,
 * as drainMailQueue says).
 */
export const drainAnnouncementMails = (deps: MailQueueDeps, options: DrainOptions = {}): Promise<number> =>
  drainMailQueue(deps, announcementQueue(deps), options);

/** Every 3 s: announcement mails queued by a publish (in any process, before a restart too). */
export const announcementMailJob = (deps: MailQueueDeps, everyMs = 3_000): Job => ({
  name: 'announcement mail drain',
  everyMs,
  run: async () => counted('sent', await drainAnnouncementMails(deps)),
});
