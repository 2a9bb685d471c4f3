import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { businesses, expiryReminders, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import { type ExpiryReminderFields, expiryReminderMail } from './expiry-reminder-mail.ts';
import { signOffLinkUrl } from './sign-off-link.ts';

export type SendDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  env: { consumerAppUrl: string; authSecret: string };
};

/** After this many failed sends a reminder is given up (it stays with its last error). */
export const MAX_REMINDER_ATTEMPTS = 5;
/** How long a claim keeps other senders off a reminder; a sender that died releases it after. */
const CLAIM_MS = 5 * 60_000;

type Claimed = Omit<ExpiryReminderFields, 'keyExpiresAt'> & {
  id: number;
  userId: number;
  keyExpiresAt: string;
  /** Still wanted: the holder still has the copy, the same expiry, and reminders on; sent within a day. */
  due: boolean;
};

/**
 * Claims up to `batchSize` unsent reminders in one statement (`FOR UPDATE SKIP LOCKED`, then a
 * claim), so senders of several processes never take the same one, with what each mail says and
 * whether it is still due.
 */
async function claimBatch(db: Database, batchSize: number) {
  return executeRows<Claimed>(
    db,
    sql`
    with batch as (
      select id from ${expiryReminders}
      where sent_at is null and skipped_at is null and attempts < ${MAX_REMINDER_ATTEMPTS}
        and (claimed_until is null or claimed_until < now())
      order by id limit ${batchSize}
      for update skip locked
    )
    update ${expiryReminders} as reminder
    set claimed_until = now() + make_interval(secs => ${CLAIM_MS / 1000}), attempts = reminder.attempts + 1
    from batch, ${tokens} as copy, ${tokenProfiles} as profile, ${businesses} as business, ${users} as holder
    where reminder.id = batch.id and copy.id = reminder.token_id and profile.id = copy.token_profile_id
      and business.id = copy.business_id and holder.id = reminder.user_id
    returning reminder.id, reminder.user_id as "userId", reminder.token_id as "tokenId",
      reminder.key_expires_at as "keyExpiresAt", reminder.window, holder.email as "to",
      profile.title, business.name as "businessName",
      (copy.owner_id = reminder.user_id and copy.expires_at = reminder.key_expires_at
        and holder.is_expiry_reminder_email_notify and holder.status = 'ACTIVE'
        and holder.archived_at is null and reminder.created_at > now() - interval '1 day') as due`,
  );
}

/** Mails one claimed reminder and marks it sent; a failure keeps the claim, for a retry after it. */
async function sendOne(deps: SendDeps, reminder: Claimed): Promise<boolean> {
  const now = new Date();
  try {
    await deps.mailer.send(
      expiryReminderMail(
        { ...reminder, keyExpiresAt: new Date(reminder.keyExpiresAt) },
        {
          consumerAppUrl: deps.env.consumerAppUrl,
          signOffUrl: signOffLinkUrl(deps.env, reminder.userId, now),
        },
      ),
    );
  } catch (error) {
    deps.logger.warn({ err: error, reminderId: reminder.id }, 'expiry reminder failed; retried later');
    await deps.db
      .update(expiryReminders)
      .set({ lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(expiryReminders.id, reminder.id));
    return false;
  }
  await deps.db
    .update(expiryReminders)
    .set({ sentAt: now, claimedUntil: null })
    .where(eq(expiryReminders.id, reminder.id));
  return true;
}

/**
 * Sends every recorded reminder still due, a batch at a time, and answers how many it sent; the
 * others (renewed, resold, reminders turned off, too late) are marked skipped. As with the
 * announcement mails, only a process that dies between the mailer taking a mail and its mark sends
 * that one again, once its claim lapses.
 */
export async function sendDueReminders(deps: SendDeps, batchSize = 50): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimBatch(deps.db, batchSize);
    if (batch.length === 0) return sent;
    const skipped = batch.filter((reminder) => !reminder.due).map((reminder) => reminder.id);
    if (skipped.length > 0) {
      await deps.db
        .update(expiryReminders)
        .set({ skippedAt: sql`now()`, claimedUntil: null })
        .where(inArray(expiryReminders.id, skipped));
    }
    for (const reminder of batch.filter((claimed) => claimed.due)) {
      if (await sendOne(deps, reminder)) sent += 1;
    }
  }
}
