import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** A queued mail a drain has claimed, as it will be sent. */
export type ClaimedMail = { id: number; message: MailMessage };

/** A table of queued mails (announcement_mails, holder_mails), as the drain works it. */
export type MailQueue = {
  /**
   * Claims up to `batchSize` unsent mails in one statement (`FOR UPDATE SKIP LOCKED`, then a claim
   * that lasts `claimMs` and counts an attempt), so drains of several API processes never take the
   * same mail.
   */
  claim(batchSize: number, claimMs: number): Promise<ClaimedMail[]>;
  /** Marks the mail sent (and its claim released). */
  sent(id: number): Promise<void>;
  /** Keeps the error; the claim stays, so the mail is tried again once it lapses. */
  failed(id: number, error: string): Promise<void>;
};

export type DrainOptions = {
  /** Mails claimed per statement. */
  batchSize?: number;
  /** How long a claim keeps other drains off its mails; a drain that died releases them after it. */
  claimMs?: number;
  /** Mails handed to the mailer at once. */
  concurrency?: number;
};

/** After this many failed sends a mail is given up (it stays in its table with its last error). */
export const MAX_MAIL_ATTEMPTS = 5;

/**
 * The start of a queue's claim statement, up to its FROM list: the next `batchSize` unsent rows of
 * `table` (columns sent_at, attempts, claimed_until), locked `FOR UPDATE SKIP LOCKED`, claimed for
 * `claimMs` with an attempt counted. The caller goes on with `, <joins> where mail.id = batch.id ...
 * returning ...`.
 */
export const claimNextBatch = (table: PgTable, batchSize: number, claimMs: number): SQL => sql`
    with batch as (
      select id from ${table}
      where sent_at is null and attempts < ${MAX_MAIL_ATTEMPTS}
        and (claimed_until is null or claimed_until < now())
      order by id limit ${batchSize}
      for update skip locked
    )
    update ${table} as mail
    set claimed_until = now() + make_interval(secs => ${claimMs / 1000}), attempts = mail.attempts + 1
    from batch`;

/** A queue's `sent` and `failed` for its `table` (columns sent_at, claimed_until and last_error). */
export const markMails = (
  db: Pick<Database, 'execute'>,
  table: PgTable,
): Pick<MailQueue, 'sent' | 'failed'> => ({
  async sent(id) {
    await db.execute(sql`update ${table} set sent_at = now(), claimed_until = null where id = ${id}`);
  },
  async failed(id, error) {
    await db.execute(sql`update ${table} set last_error = ${error} where id = ${id}`);
  },
});

/**
 * Sends the batch's mails, `concurrency` at a time (a mail server answers each in turn), marking each
 * sent as soon as the mailer took it; answers how many were sent.
 */
async function sendBatch(
  deps: { mailer: Mailer; logger: Logger },
  queue: MailQueue,
  batch: ClaimedMail[],
  concurrency: number,
) {
  let sent = 0;
  let next = 0;
  const worker = async () => {
    for (let mail = batch[next++]; mail; mail = batch[next++]) {
      try {
        await deps.mailer.send(mail.message);
      } catch (error) {
        deps.logger.warn({ err: error, mailId: mail.id }, 'queued mail failed; retried later');
        await queue.failed(mail.id, error instanceof Error ? error.message : String(error));
        continue;
      }
      await queue.sent(mail.id);
      sent += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sent;
}

/**
 * Sends every mail of the queue, a batch at a time, and answers how many it sent. Each mail is sent
 * once: only a process that dies between the mailer taking a mail and its mark (at most
 * `concurrency` mails in flight) sends those again, when their claim lapses. A failed send keeps
 * its claim (a retry after `claimMs`), up to MAX_MAIL_ATTEMPTS.
 */
export async function drainMailQueue(
  deps: { mailer: Mailer; logger: Logger },
  queue: MailQueue,
  options: DrainOptions = {},
): Promise<number> {
  const { batchSize = 100, claimMs = 5 * 60_000, concurrency = 8 } = options;
  let sent = 0;
  for (;;) {
    const batch = await queue.claim(batchSize, claimMs);
    if (batch.length === 0) return sent;
    sent += await sendBatch(deps, queue, batch, concurrency);
  }
}
