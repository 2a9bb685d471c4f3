import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { announcementMails, announcements, announcementUsers, tokens, users } from '../../db/schema/index.ts';
import { heldCopiesOf } from './announcement-holders.ts';

/**
 * Sends a draft (R11), inside the caller's transaction: the conditional UPDATE makes it ACTIVE only
 * while it is a PENDING draft of `businessId` (and matches `also`), then ONE statement writes a
 * receipt for every current holder of the membership (the owners of its copies) and queues a mail
 * for each of them whose notification flag is on; the mail queue's drain sends those later. A holder
 * who buys afterwards has no receipt, so never sees this one. Null when nothing was sent.
 */
export async function sendAnnouncement(
  tx: Tx,
  { id, businessId, also }: { id: number; businessId: number; also?: SQL },
): Promise<{ recipients: number; mails: number } | null> {
  const [sent] = await tx
    .update(announcements)
    .set({ status: 'ACTIVE', sentAt: sql`now()` })
    .where(
      and(
        eq(announcements.id, id),
        eq(announcements.businessId, businessId),
        eq(announcements.status, 'PENDING'),
        also,
      ),
    )
    .returning({ id: announcements.id, tokenProfileId: announcements.tokenProfileId });
  if (!sent) return null;
  const [counts] = await executeRows<{ recipients: number; mails: number }>(
    tx,
    sql`
    with receipts as (
      insert into ${announcementUsers} (announcement_id, user_id)
      select distinct ${sent.id}::int, ${tokens.ownerId} from ${tokens}
      where ${heldCopiesOf(sent.tokenProfileId)}
      on conflict do nothing
      returning user_id
    ), mails as (
      insert into ${announcementMails} (announcement_id, user_id)
      select ${sent.id}::int, receipts.user_id from receipts
      join ${users} as recipient on recipient.id = receipts.user_id
      where recipient.is_purchased_token_email_notify and recipient.status = 'ACTIVE'
      on conflict do nothing
      returning 1
    )
    select (select count(*)::int from receipts) as recipients, (select count(*)::int from mails) as mails`,
  );
  return counts ?? { recipients: 0, mails: 0 };
}
