import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { announcementMails, announcements, businesses, users } from '../../db/schema/index.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';
import { type AnnouncementMailFields, announcementMail } from './announcement-mail.ts';

export type MailQueueDeps = { db: Database; mailer: Mailer; logger: Logger; consumerAppUrl: string };

export type DrainOptions = {
  /** Mails claimed per statement. */
  batchSize?: number;
  /** How long a claim keeps other drains off its mails; a drain that died releases them after it. */
  claimMs?: number;
  /** Mails handed to the mailer at once. */
  concurrency?: number;
};

/** After this many failed sends a mail is given up (it stays in the table with its last error). */
export const MAX_MAIL_ATTEMPTS = 5;

/**
 * Claims up to `batchSize` unsent mails in one statement (`FOR UPDATE SKIP LOCKED`, then a claim
 * that lasts `claimMs`), so drains of several API processes never take the same mail, with what
 * each mail says.
 */
async function claimBatch(db: Database, batchSize: number, claimMs: number) {
  return executeRows<AnnouncementMailFields & { id: number }>(
    db,
    sql`
    with batch as (
      select id from ${announcementMails}
      where sent_at is null and attempts < ${MAX_MAIL_ATTEMPTS}
        and (claimed_until is null or claimed_until < now())
      order by id limit ${batchSize}
      for update skip locked
    )
    update ${announcementMails} as mail
    set claimed_until = now() + make_interval(secs => ${claimMs / 1000}), attempts = mail.attempts + 1
    from batch, ${announcements} as posted, ${businesses} as business, ${users} as recipient
    where mail.id = batch.id and posted.id = mail.announcement_id
      and business.id = posted.business_id and recipient.id = mail.user_id
    returning mail.id, recipient.email as "to", posted.id as "announcementId",
      business.name as "businessName", posted.subject, posted.message`,
  );
}

/**
 * Sends the batch's mails, `concurrency` at a time (a mail server answers each in turn), marking each
 * sent as soon as the mailer took it; answers how many were sent.
 */
async function sendBatch(
  deps: MailQueueDeps,
  batch: Awaited<ReturnType<typeof claimBatch>>,
  concurrency: number,
) {
  let sent = 0;
  let next = 0;
  const worker = async () => {
    for (let mail = batch[next++]; mail; mail = batch[next++]) {
      try {
        await deps.mailer.send(announcementMail(mail, deps.consumerAppUrl));
      } catch (error) {
        deps.logger.warn({ err: error, mailId: mail.id }, 'announcement mail failed; retried later');
        await deps.db
          .update(announcementMails)
          .set({ lastError: error instanceof Error ? error.message : String(error) })
          .where(eq(announcementMails.id, mail.id));
        continue;
      }
      await deps.db
        .update(announcementMails)
        .set({ sentAt: sql`now()`, claimedUntil: null })
        .where(eq(announcementMails.id, mail.id));
      sent += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sent;
}

/**
 * Sends every queued announcement mail, a batch at a time, and answers how many it sent. Each mail
 * is sent once: only a process that dies between the mailer taking a mail and its mark (at most
 * `concurrency` mails in flight) sends those again, when their claim lapses. A failed send keeps
 * its claim (a retry after `claimMs`), up to MAX_MAIL_ATTEMPTS.
 */
export async function drainAnnouncementMails(
  deps: MailQueueDeps,
  options: DrainOptions = {},
): Promise<number> {
  const { batchSize = 100, claimMs = 5 * 60_000, concurrency = 8 } = options;
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(deps.db, batchSize, claimMs);
    if (batch.length === 0) return sent;
    sent += await sendBatch(deps, batch, concurrency);
  }
}

/** Every 3 s: announcement mails queued by a publish (in any process, before a restart too). */
export const announcementMailJob = (deps: MailQueueDeps, everyMs = 3_000): Job => ({
  name: 'announcement mail drain',
  everyMs,
  run: async () => counted('sent', await drainAnnouncementMails(deps)),
});
