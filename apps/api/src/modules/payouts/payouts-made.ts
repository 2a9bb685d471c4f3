import type { PayoutTransfer } from '@keyclub/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { businessEarnings, purchases, tokenProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

const made = (businessId: number) =>
  and(eq(businessEarnings.businessId, businessId), isNotNull(businessEarnings.transferId));

/**
 * GET /payouts/transfers: the transfers made to the business's payout account, newest first, one
 * page read from the database (the `(business_id, transferred_at)` index of transferred rows).
 */
export async function listPayoutsMade(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  page: { page: number; limit: number },
): Promise<{ data: PayoutTransfer[]; total: number }> {
  const rows = await deps.db
    .select({
      id: businessEarnings.id,
      transferId: businessEarnings.transferId,
      title: tokenProfiles.title,
      kind: purchases.kind,
      amount: businessEarnings.netAmount,
      transferredAt: businessEarnings.transferredAt,
      reversedAt: businessEarnings.reversedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(businessEarnings)
    .innerJoin(purchases, eq(purchases.id, businessEarnings.purchaseId))
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, purchases.tokenProfileId))
    .where(made(businessId))
    .orderBy(desc(businessEarnings.transferredAt), desc(businessEarnings.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  // A page past the end has no row to carry the count.
  const total =
    rows[0]?.total ?? (page.page > 1 ? await deps.db.$count(businessEarnings, made(businessId)) : 0);
  const data = rows.map((row) => ({
    id: row.id,
    transfer_id: row.transferId ?? '',
    title: row.title,
    kind: row.kind === 'RENEWAL' || row.kind === 'RESALE' ? row.kind : ('PURCHASE' as const),
    amount: Number(row.amount),
    transferred_at: (row.transferredAt ?? new Date(0)).toISOString(),
    reversed_at: row.reversedAt?.toISOString() ?? null,
  }));
  return { total, data };
}
