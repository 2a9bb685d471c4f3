import type {
  AttentionPageQuery,
  AttentionPurchase,
  AttentionPurchaseDetail,
  PurchaseAttention,
} from '@keyclub/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { chainWrites, purchases, tokenProfiles, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { SLOW_DELIVERY_MS } from '../card-checkout/payment-recovery.ts';
import { purchaseSubject } from '../purchases/fulfil.ts';
import { NEEDS_A_HAND } from '../purchases/purchase-writes.ts';
import { auditEntriesOf } from './audit-log.ts';

type Deps = Pick<AppDeps, 'db'>;

/** The status of the purchase's latest delivery write (an operator's retry adds one after a FAILED one). */
const latestWriteStatus = sql<string | null>`(select ${chainWrites.status} from ${chainWrites}
  where ${chainWrites.subject} = 'purchase:' || ${purchases.id} order by ${chainWrites.id} desc limit 1)`;

/** Paid and undelivered (failed, or late), or failed after the payment and not refunded. */
const needsAHand = () =>
  or(
    and(
      eq(purchases.status, 'PAID'),
      or(sql`${latestWriteStatus} = 'FAILED'`, lt(purchases.paidAt, new Date(Date.now() - SLOW_DELIVERY_MS))),
    ),
    and(
      eq(purchases.status, 'FAILED'),
      isNotNull(purchases.externalPaymentId),
      isNull(purchases.externalRefundId),
    ),
  );

const UNCERTAIN: readonly string[] = Object.values(NEEDS_A_HAND);

type Row = {
  status: string;
  writeStatus: string | null;
  paidAt: Date | null;
  failureReason: string | null;
  externalPaymentId: string | null;
  externalRefundId: string | null;
};

/** Why the row needs a hand (the order of `needsAHand`), or null when it does not. */
export function attentionOf(row: Row): PurchaseAttention | null {
  if (row.status === 'PAID') {
    if (row.writeStatus === 'FAILED') return 'delivery_failed';
    return row.paidAt && row.paidAt.getTime() < Date.now() - SLOW_DELIVERY_MS ? 'undelivered' : null;
  }
  if (row.status !== 'FAILED' || !row.externalPaymentId || row.externalRefundId) return null;
  return UNCERTAIN.includes(row.failureReason ?? '') ? 'send_uncertain' : 'refund_failed';
}

const columns = {
  id: purchases.id,
  kind: purchases.kind,
  status: purchases.status,
  amount: purchases.amount,
  title: tokenProfiles.title,
  email: users.email,
  paidAt: purchases.paidAt,
  failureReason: purchases.failureReason,
  externalPaymentId: purchases.externalPaymentId,
  externalRefundId: purchases.externalRefundId,
  resultTokenId: purchases.resultTokenId,
  writeStatus: latestWriteStatus,
};

const selectPurchases = (deps: Deps) =>
  deps.db
    .select(columns)
    .from(purchases)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, purchases.tokenProfileId))
    .innerJoin(users, eq(users.id, purchases.userId));

/** The row as the console shows it; a paid-and-late delivery is left to the chain writes (no action). */
function shown(row: Awaited<ReturnType<ReturnType<typeof selectPurchases>['execute']>>[number]) {
  const attention = attentionOf(row);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attention,
    amount: Number(row.amount),
    membership_title: row.title,
    buyer_email: row.email,
    paid_at: row.paidAt?.toISOString() ?? null,
    failure_reason: row.failureReason,
    can_retry: attention === 'send_uncertain',
    can_refund: attention === 'send_uncertain' || attention === 'refund_failed',
  };
}

/** GET /operator/purchases/attention: the purchases that need a hand, newest first, one page. */
export async function listAttentionPurchases(
  deps: Deps,
  query: AttentionPageQuery,
): Promise<{ data: AttentionPurchase[]; total: number }> {
  const [counted] = await deps.db.select({ total: count() }).from(purchases).where(needsAHand());
  const rows = await selectPurchases(deps)
    .where(needsAHand())
    .orderBy(desc(purchases.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = rows.flatMap((row) => {
    const purchase = shown(row);
    return purchase.attention ? [{ ...purchase, attention: purchase.attention }] : [];
  });
  return { data, total: counted?.total ?? 0 };
}

/** GET /operator/purchases/{id}: any purchase, with its deliveries (oldest first) and operators' actions. */
export async function readAttentionPurchase(deps: Deps, id: number): Promise<AttentionPurchaseDetail> {
  const [row] = await selectPurchases(deps).where(eq(purchases.id, id));
  if (!row) throw notFound('Purchase not found');
  const [writes, actions] = await Promise.all([
    deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(id)))
      .orderBy(asc(chainWrites.id)),
    auditEntriesOf(deps, 'purchase', id),
  ]);
  return {
    ...shown(row),
    refund_id: row.externalRefundId,
    copy_id: row.resultTokenId,
    deliveries: writes.map((write) => ({
      id: write.id,
      kind: write.kind,
      status: write.status,
      tx_hash: write.txHash,
      mined_tx_hashes: write.minedTxHashes,
      error: write.error?.message ?? null,
      created_at: write.createdAt.toISOString(),
      updated_at: write.updatedAt.toISOString(),
    })),
    actions,
  };
}
