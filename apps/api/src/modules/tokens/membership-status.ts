import { LIFECYCLE_MESSAGES, type MembershipStatusChange } from '@keyclub/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import type { Database } from '../../db/client.ts';
import { tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { startHolderMails } from '../../read-models/membership-holders.ts';
import type { BusinessActor } from './business-actor.ts';
import { queueStatusMails } from './membership-status-mails.ts';
import { recordSalesLocks } from './sales-lock.ts';

/** Which status each change starts from: a pause from on sale, a resume from paused. */
const FROM = { ARCHIVED: 'ACTIVE', ACTIVE: 'ARCHIVED' } as const;
/** ACTIVE also puts a coming-soon membership on sale at once (with or without a launch time). */
const LAUNCHABLE = 'PENDING';
const REFUSAL = { ARCHIVED: LIFECYCLE_MESSAGES.notPausable, ACTIVE: LIFECYCLE_MESSAGES.notResumable };

/**
 * PUT /tokens/{id}/status (docs/decisions/membership-lifecycle.md): the owning business pauses the
 * sales of its membership (ACTIVE → ARCHIVED) or resumes them (ARCHIVED → ACTIVE), or puts a
 * coming-soon one on sale now (PENDING → ACTIVE, which has no holders to mail). One conditional
 * UPDATE decides, so of two concurrent changes one wins and the other is a 409; a checkout's hold
 * taken before it (its own transaction saw ACTIVE) is honoured. Holders whose key has not expired
 * get a mail queued with the change, sent in batches after the commit. Answers the parent token's id.
 */
export async function changeMembershipStatus(
  deps: AppDeps,
  actor: BusinessActor,
  tokenId: number,
  change: MembershipStatusChange,
): Promise<number> {
  const [row] = await deps.db
    .select({ businessId: tokens.businessId, profileId: tokens.tokenProfileId })
    .from(tokens)
    .where(and(eq(tokens.id, tokenId), isNull(tokens.parentId)));
  if (!row) throw notFound();
  if (row.businessId !== actor.businessId) throw new HttpError(403, ACCESS_MESSAGES.forbidden);

  const changeFrom = (db: Database | Tx, from: 'ACTIVE' | 'ARCHIVED' | 'PENDING') =>
    db
      .update(tokenProfiles)
      .set({ status: change.status })
      .where(and(eq(tokenProfiles.id, row.profileId), eq(tokenProfiles.status, from)))
      .returning({ id: tokenProfiles.id, title: tokenProfiles.title });
  // A pause closes the lock to purchases on chain and a resume reopens it: the write is recorded with
  // the change, so a restart cannot lose it (sales-lock.ts).
  const { changed, writeIds } = await deps.db.transaction(async (tx) => {
    const [updated] = await changeFrom(tx, FROM[change.status]);
    if (updated) await queueStatusMails(tx, updated, change.status === 'ARCHIVED' ? 'paused' : 'resumed');
    return {
      changed: updated,
      writeIds: updated ? await recordSalesLocks(tx, deps.chainWrites, [updated.id]) : [],
    };
  });
  if (changed) {
    // Answered once the lock matches (or after the answer window, the write driving on): a buyer who
    // opens checkout right after a resume finds the lock open, not "No Memberships available".
    await Promise.all(writeIds.map((id) => deps.chainWrites.settle(id)));
    startHolderMails(deps);
    return tokenId;
  }
  const [launched] = change.status === 'ACTIVE' ? await changeFrom(deps.db, LAUNCHABLE) : [];
  if (!launched) throw new HttpError(409, REFUSAL[change.status]);
  return tokenId;
}
