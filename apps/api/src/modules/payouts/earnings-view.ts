import type { Earning, EarningStatus, PayoutSummary } from '@keyclub/domain';
import { and, desc, eq, lt, type SQLWrapper, sql } from 'drizzle-orm';
import { businessEarnings, purchases, type sellerEarnings, tokenProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { accountStatus, payoutAccountOf } from './payout-account.ts';

type Ledger = typeof businessEarnings | typeof sellerEarnings;

/** An earning's state for its payee, from the row and its purchase (the only sources of truth). */
export const earningStatusSql = (ledger: Ledger) => sql<EarningStatus>`case
  when ${ledger.reversalId} is not null then 'REVERSED'
  when ${ledger.transferId} is not null then 'TRANSFERRED'
  when ${purchases.status} in ('FAILED', 'REFUNDED') then 'REFUNDED'
  when ${ledger.disputedAt} is not null then 'DISPUTED'
  when ${purchases.status} = 'FULFILLED' then 'WAITING'
  else 'PENDING' end`;

/** The ledger's waiting (delivered, not disputed, not transferred) and transferred (not reversed) sums of `amount`. */
export const balanceSums = (ledger: Ledger, amount: SQLWrapper) => {
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${amount}) filter (where ${condition}), 0)`;
  return {
    waiting: sumWhere(
      sql`${ledger.transferId} is null and ${ledger.disputedAt} is null and ${purchases.status} = 'FULFILLED'`,
    ),
    transferred: sumWhere(sql`${ledger.transferId} is not null and ${ledger.reversalId} is null`),
  };
};

/** GET /payouts: the account's state and the card balance, summed in the database. */
export async function payoutSummary(
  deps: Pick<AppDeps, 'db' | 'env'>,
  businessId: number,
): Promise<PayoutSummary> {
  const account = await payoutAccountOf(deps, { kind: 'business', businessId });
  const [sums] = await deps.db
    .select(balanceSums(businessEarnings, businessEarnings.netAmount))
    .from(businessEarnings)
    .innerJoin(purchases, eq(purchases.id, businessEarnings.purchaseId))
    .where(eq(businessEarnings.businessId, businessId));
  return {
    account_status: accountStatus(account),
    waiting_amount: Number(sums?.waiting ?? 0),
    transferred_amount: Number(sums?.transferred ?? 0),
    platform_fee_percentage: deps.env.platformFeePercentage,
  };
}

/** One earning's columns, read by the paged list and the CSV export alike. */
const earningColumns = {
  id: businessEarnings.id,
  purchaseId: businessEarnings.purchaseId,
  kind: purchases.kind,
  title: tokenProfiles.title,
  gross: businessEarnings.grossAmount,
  feePercentage: businessEarnings.feePercentage,
  fee: businessEarnings.feeAmount,
  net: businessEarnings.netAmount,
  status: earningStatusSql(businessEarnings),
  createdAt: businessEarnings.createdAt,
  transferredAt: businessEarnings.transferredAt,
};

type EarningRow = {
  id: number;
  purchaseId: number;
  kind: string;
  title: string;
  gross: string;
  feePercentage: string;
  fee: string;
  net: string;
  status: EarningStatus;
  createdAt: Date;
  transferredAt: Date | null;
};

const toEarning = (row: EarningRow): Earning => ({
  id: row.id,
  purchase_id: row.purchaseId,
  kind: row.kind === 'RENEWAL' || row.kind === 'RESALE' ? row.kind : 'PURCHASE',
  title: row.title,
  gross_amount: Number(row.gross),
  fee_percentage: Number(row.feePercentage),
  fee_amount: Number(row.fee),
  net_amount: Number(row.net),
  status: row.status,
  created_at: row.createdAt.toISOString(),
  transferred_at: row.transferredAt?.toISOString() ?? null,
});

/** GET /payouts/earnings: the business's earnings, newest first, one page read from the database. */
export async function listEarnings(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  page: { page: number; limit: number },
): Promise<{ data: Earning[]; total: number }> {
  const rows = await deps.db
    .select({ ...earningColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(businessEarnings)
    .innerJoin(purchases, eq(purchases.id, businessEarnings.purchaseId))
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, purchases.tokenProfileId))
    .where(eq(businessEarnings.businessId, businessId))
    .orderBy(desc(businessEarnings.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const total =
    rows[0]?.total ??
    (page.page > 1
      ? ((
          await deps.db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(businessEarnings)
            .where(eq(businessEarnings.businessId, businessId))
        )[0]?.n ?? 0)
      : 0);
  return { total, data: rows.map(toEarning) };
}

/**
 * Every earning of the business, newest first, in batches read by id (keyset, each an index range),
 * so the CSV export never holds the whole ledger nor a transaction.
 */
export async function* allEarnings(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  batchSize = 500,
): AsyncGenerator<Earning[]> {
  let before: number | null = null;
  for (;;) {
    const mine = eq(businessEarnings.businessId, businessId);
    const rows: EarningRow[] = await deps.db
      .select(earningColumns)
      .from(businessEarnings)
      .innerJoin(purchases, eq(purchases.id, businessEarnings.purchaseId))
      .innerJoin(tokenProfiles, eq(tokenProfiles.id, purchases.tokenProfileId))
      .where(before === null ? mine : and(mine, lt(businessEarnings.id, before)))
      .orderBy(desc(businessEarnings.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows.map(toEarning);
    if (rows.length < batchSize) return;
    before = rows[rows.length - 1]?.id ?? null;
  }
}
