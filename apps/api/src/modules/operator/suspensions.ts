import {
  OPERATOR_MESSAGES,
  type SuspensionChange,
  type SuspensionSubject,
  type Suspensions,
} from '@keyclub/domain';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { businesses, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { startHolderMails } from '../../read-models/membership-holders.ts';
import { recordSalesLocks } from '../tokens/sales-lock.ts';
import { recordOperatorAction } from './audit-log.ts';
import { queueSuspensionMails } from './suspension-mails.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'chainWrites'>;
/** What a change answers: the sales-lock writes to drive after the commit. */
type Changed = { writeIds: number[] };

/** The column values of a suspension, or of a restore. */
const stateOf = (change: SuspensionChange) =>
  change.suspended
    ? { suspendedAt: new Date(), suspensionReason: change.reason }
    : { suspendedAt: null, suspensionReason: null };

/** The opposite state, which the conditional UPDATE starts from: of two equal changes, one wins. */
const from = (
  column: typeof tokenProfiles.suspendedAt | typeof businesses.suspendedAt,
  change: SuspensionChange,
) => (change.suspended ? isNull(column) : isNotNull(column));

const refusal = (change: SuspensionChange) =>
  new HttpError(409, change.suspended ? OPERATOR_MESSAGES.alreadySuspended : OPERATOR_MESSAGES.notSuspended);

/** Suspends or restores one membership (`tokenId`: its parent token), records it and queues its holders' mail. */
async function changeMembership(
  deps: Deps,
  operatorId: number,
  tokenId: number,
  change: SuspensionChange,
): Promise<Changed> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ profileId: tokens.tokenProfileId })
      .from(tokens)
      .where(and(eq(tokens.id, tokenId), isNull(tokens.parentId)));
    if (!row) throw notFound('Membership not found');
    const [changed] = await tx
      .update(tokenProfiles)
      .set(stateOf(change))
      .where(and(eq(tokenProfiles.id, row.profileId), from(tokenProfiles.suspendedAt, change)))
      .returning({ id: tokenProfiles.id, title: tokenProfiles.title });
    if (!changed) throw refusal(change);
    await recordOperatorAction(tx, {
      operatorId,
      action: change.suspended ? 'suspension.membership.suspend' : 'suspension.membership.restore',
      subjectType: 'token_profile',
      subjectId: changed.id,
      reason: change.reason,
      details: { token_id: tokenId, title: changed.title },
    });
    await queueSuspensionMails(tx, [changed], change.suspended);
    return { writeIds: await recordSalesLocks(tx, deps.chainWrites, [changed.id]) };
  });
}

/** Suspends or restores a business (every membership of it), records it and queues its holders' mails. */
async function changeBusiness(
  deps: Deps,
  operatorId: number,
  businessId: number,
  change: SuspensionChange,
): Promise<Changed> {
  return deps.db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!known) throw notFound('Business not found');
    // Its profiles follow through migration 0031's trigger, in this transaction.
    const [changed] = await tx
      .update(businesses)
      .set(stateOf(change))
      .where(and(eq(businesses.id, businessId), from(businesses.suspendedAt, change)))
      .returning({ id: businesses.id, name: businesses.name });
    if (!changed) throw refusal(change);
    await recordOperatorAction(tx, {
      operatorId,
      action: change.suspended ? 'suspension.business.suspend' : 'suspension.business.restore',
      subjectType: 'business',
      subjectId: changed.id,
      reason: change.reason,
      details: { name: changed.name },
    });
    // Its memberships suspended on their own were told then, and stay suspended (and closed) after a restore.
    const memberships = await tx
      .select({ id: tokenProfiles.id, title: tokenProfiles.title })
      .from(tokenProfiles)
      .where(and(eq(tokenProfiles.businessId, businessId), isNull(tokenProfiles.suspendedAt)));
    await queueSuspensionMails(tx, memberships, change.suspended);
    const ids = memberships.map((membership) => membership.id);
    return { writeIds: await recordSalesLocks(tx, deps.chainWrites, ids) };
  });
}

/**
 * PUT /operator/suspensions/{subject}/{id}: an operator suspends or restores a membership or a
 * business, with a reason, recorded in the audit log in the change's transaction. A change that
 * changes nothing is a 409 (so every audit row is a real change, and a double click is one). The
 * holders of every membership it touches get a mail queued with the change, sent in batches after the commit.
 */
export async function changeSuspension(
  deps: Deps,
  operatorId: number,
  subject: SuspensionSubject,
  id: number,
  change: SuspensionChange,
): Promise<void> {
  const { writeIds } =
    subject === 'memberships'
      ? await changeMembership(deps, operatorId, id, change)
      : await changeBusiness(deps, operatorId, id, change);
  // Answered once the locks match (or after the answer window): a restore is open to buyers when it answers.
  await Promise.all(writeIds.map((writeId) => deps.chainWrites.settle(writeId)));
  startHolderMails(deps);
}

/** GET /operator/suspensions: the memberships and businesses suspended now, the latest first. */
export async function listSuspensions(deps: Pick<AppDeps, 'db'>): Promise<Suspensions> {
  const [memberships, suspendedBusinesses] = await Promise.all([
    deps.db
      .select({
        id: tokens.id,
        name: tokenProfiles.title,
        business_name: businesses.name,
        reason: tokenProfiles.suspensionReason,
        at: tokenProfiles.suspendedAt,
      })
      .from(tokenProfiles)
      .innerJoin(tokens, and(eq(tokens.tokenProfileId, tokenProfiles.id), isNull(tokens.parentId)))
      .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
      .where(isNotNull(tokenProfiles.suspendedAt))
      .orderBy(desc(tokenProfiles.suspendedAt), desc(tokens.id)),
    deps.db
      .select({
        id: businesses.id,
        name: businesses.name,
        reason: businesses.suspensionReason,
        at: businesses.suspendedAt,
      })
      .from(businesses)
      .where(isNotNull(businesses.suspendedAt))
      .orderBy(desc(businesses.suspendedAt), desc(businesses.id)),
  ]);
  const shown = (
    row: { id: number; name: string; reason: string | null; at: Date | null },
    business: string | null,
  ) => ({
    id: row.id,
    name: row.name,
    business_name: business,
    reason: row.reason ?? '',
    suspended_at: (row.at ?? new Date()).toISOString(),
  });
  return {
    memberships: memberships.map((row) => shown(row, row.business_name)),
    businesses: suspendedBusinesses.map((row) => shown(row, null)),
  };
}
