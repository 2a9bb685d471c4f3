import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { claimNextBatch, type DrainOptions, drainMailQueue, markMails } from '../adapters/mail/mail-drain.ts';
import type { Mailer, MailMessage } from '../adapters/mail/mailer.ts';
import type { Tx } from '../chain-writes/chain-write-kind.ts';
import type { Database } from '../db/client.ts';
import { executeRows } from '../db/execute-rows.ts';
import { holderMails, tokens, users } from '../db/schema/index.ts';
import { counted, type Job } from '../jobs/job-runner.ts';

/** What every holder of a membership is told about a change of its sales. */
export type HolderNotice = Omit<MailMessage, 'to'>;

type HolderMailDeps = { db: Database; mailer: Mailer; logger: Logger };

/**
 * Queues `notice` for every holder of the profile whose key has not expired (server clock, the
 * cached expiry), in one statement of the change's transaction: the mails go if and only if the
 * change commits, and the drain (drainHolderMails) sends them in batches, however many holders.
 * Used by a business's pause and resume and an operator's suspension and restore. Answers how many.
 */
export async function queueHolderMails(tx: Tx, profileId: number, notice: HolderNotice): Promise<number> {
  const queued = await executeRows<{ id: number }>(
    tx,
    sql`
    insert into ${holderMails} (user_id, subject, text, html)
    select distinct holder.id, ${notice.subject}, ${notice.text}, ${notice.html ?? ''}
    from ${tokens} as copy join ${users} as holder on holder.id = copy.owner_id
    where copy.token_profile_id = ${profileId} and copy.parent_id is not null
      and holder.status = 'ACTIVE' and (copy.expires_at is null or copy.expires_at > now())
    returning id`,
  );
  return queued.length;
}

/** The holder mails as the drain (adapters/mail/mail-drain.ts) works them. */
const holderQueue = (db: Database) => ({
  claim: async (batchSize: number, claimMs: number) =>
    (
      await executeRows<{ id: number; to: string; subject: string; text: string; html: string }>(
        db,
        sql`${claimNextBatch(holderMails, batchSize, claimMs)}, ${users} as recipient
    where mail.id = batch.id and recipient.id = mail.user_id
    returning mail.id, recipient.email as "to", mail.subject, mail.text, mail.html`,
      )
    ).map(({ id, ...message }) => ({ id, message })),
  ...markMails(db, holderMails),
});

/** Sends every queued holder mail, a batch at a time; answers how many (each once, see drainMailQueue). */
export const drainHolderMails = (deps: HolderMailDeps, options: DrainOptions = {}): Promise<number> =>
  drainMailQueue(deps, holderQueue(deps.db), options);

/**
 * After a change committed: its mails go out now, in the background (the request does not wait for
 * them); what this drain leaves (a restart, a failed send) is the job's.
 */
export function startHolderMails(deps: HolderMailDeps): void {
  drainHolderMails(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'draining the holder mails failed; the job retries'),
  );
}

/** Every 3 s: holder mails queued by a change (in any process, before a restart too). */
export const holderMailJob = (deps: HolderMailDeps, everyMs = 3_000): Job => ({
  name: 'holder mail drain',
  everyMs,
  run: async () => counted('sent', await drainHolderMails(deps)),
});

/** Text made safe inside a mail's HTML. */
export const escapeMailText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
