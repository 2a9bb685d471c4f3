import type { DisputePageQuery, PaymentDispute } from '@keyclub/domain';
import { count, desc, eq } from 'drizzle-orm';
import { paymentDisputes, purchases, tokenProfiles, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

const stateOf = (closedAt: Date | null, won: boolean | null): PaymentDispute['state'] =>
  closedAt === null ? 'OPEN' : won ? 'WON' : 'LOST';

/**
 * GET /operator/disputes: the card payments' disputes as the webhooks recorded them
 * (charge.dispute.created / .closed, payouts/payout-events.ts), newest first, one page, each with
 * the purchase it names and the copy that purchase bought or renewed.
 */
export async function listDisputes(
  deps: Pick<AppDeps, 'db'>,
  query: DisputePageQuery,
): Promise<{ data: PaymentDispute[]; total: number }> {
  const [counted] = await deps.db.select({ total: count() }).from(paymentDisputes);
  const rows = await deps.db
    .select({
      paymentId: paymentDisputes.paymentId,
      openedAt: paymentDisputes.openedAt,
      closedAt: paymentDisputes.closedAt,
      won: paymentDisputes.won,
      purchaseId: purchases.id,
      copyId: purchases.resultTokenId,
      amount: purchases.amount,
      title: tokenProfiles.title,
      email: users.email,
    })
    .from(paymentDisputes)
    .leftJoin(purchases, eq(purchases.externalPaymentId, paymentDisputes.paymentId))
    .leftJoin(tokenProfiles, eq(tokenProfiles.id, purchases.tokenProfileId))
    .leftJoin(users, eq(users.id, purchases.userId))
    .orderBy(desc(paymentDisputes.openedAt), desc(paymentDisputes.paymentId))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = rows.map((row) => ({
    payment_id: row.paymentId,
    state: stateOf(row.closedAt, row.won),
    purchase_id: row.purchaseId,
    copy_id: row.copyId,
    membership_title: row.title,
    buyer_email: row.email,
    amount: row.amount === null ? null : Number(row.amount),
    opened_at: row.openedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  }));
  return { data, total: counted?.total ?? 0 };
}
