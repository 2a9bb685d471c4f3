import type { Earning, EarningStatus, PayoutSummary } from '@keyclub/domain';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows.ts';
import { businessEarnings, purchases, type sellerEarnings, treasuryPayouts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { cardRowId, commissionRowId, iso, ledgerPage, rowKind, treasuryShareStatus } from './ledger-rows.ts';
import { accountStatus, type Payee, payoutAccountOf } from './payout-account.ts';

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

/**
 * GET /payouts for one payee: their payout account's state and the waiting and transferred sums of
 * `amount` over their rows of their card ledger (`where`), summed in the database.
 */
export async function ledgerSummary(
  deps: Pick<AppDeps, 'db'>,
  payee: Payee,
  card: { ledger: Ledger; amount: SQLWrapper; where: SQL },
  feePercentage: number,
): Promise<PayoutSummary> {
  const account = await payoutAccountOf(deps, payee);
  const [sums] = await deps.db
    .select(balanceSums(card.ledger, card.amount))
    .from(card.ledger)
    .innerJoin(purchases, eq(purchases.id, card.ledger.purchaseId))
    .where(card.where);
  return {
    account_status: accountStatus(account),
    waiting_amount: Number(sums?.waiting ?? 0),
    transferred_amount: Number(sums?.transferred ?? 0),
    platform_fee_percentage: feePercentage,
  };
}

/** GET /payouts for a business: its account and its card earnings (net of the platform fee). */
export const payoutSummary = (deps: Pick<AppDeps, 'db' | 'env'>, businessId: number) =>
  ledgerSummary(
    deps,
    { kind: 'business', businessId },
    {
      ledger: businessEarnings,
      amount: businessEarnings.netAmount,
      where: eq(businessEarnings.businessId, businessId),
    },
    deps.env.platformFeePercentage,
  );

type EarningRow = {
  id: string;
  purchase_id: number;
  kind: string;
  title: string;
  gross: string;
  fee_percentage: string;
  fee: string;
  net: string;
  status: EarningStatus;
  created_at: Date | string;
  /** created_at as the database writes it (to the microsecond): the CSV's keyset. */
  created_key: string;
  transferred_at: Date | string | null;
  paid_to: string | null;
  crypto: boolean;
  total_rows?: string;
};

const toEarning = (row: EarningRow): Earning => ({
  id: Number(row.id),
  purchase_id: row.purchase_id,
  kind: rowKind(row.kind),
  title: row.title,
  gross_amount: Number(row.gross),
  fee_percentage: Number(row.fee_percentage),
  fee_amount: Number(row.fee),
  net_amount: Number(row.net),
  status: row.status,
  created_at: iso(row.created_at),
  transferred_at: row.transferred_at === null ? null : iso(row.transferred_at),
  // Only a crypto commission says where it is paid (null until sent); a card earning's row is as it was.
  ...(row.crypto ? { paid_to: row.paid_to } : {}),
});

/**
 * The business's earnings, newest first (then by id): its card ledger and its crypto resale
 * commissions, paid from the treasury to its wallet (no platform fee on them). `offset` skips rows
 * (a page, counted: total_rows); `after` continues past a row (keyset, uncounted: a batch reads its rows alone).
 */
const earningsOf = (
  businessId: number,
  read: { limit: number; offset?: number; after?: { key: string; id: string } },
) => sql`
  select earning.*, earning.created_at::text as created_key, profile.title, bought.kind
    ${read.offset === undefined ? sql`` : sql`, count(*) over () as total_rows`}
  from (
    select ${cardRowId} as id, business_earnings.purchase_id, business_earnings.gross_amount as gross,
      business_earnings.fee_percentage, business_earnings.fee_amount as fee, business_earnings.net_amount as net,
      ${earningStatusSql(businessEarnings)} as status, business_earnings.created_at,
      business_earnings.transferred_at, null as paid_to, false as crypto
    from business_earnings join purchases on purchases.id = business_earnings.purchase_id
    where business_earnings.business_id = ${businessId}
    union all
    select ${commissionRowId}, treasury_payouts.purchase_id, treasury_payouts.amount, 0, 0, treasury_payouts.amount,
      ${treasuryShareStatus}, treasury_payouts.created_at, treasury_payouts.paid_at, treasury_payouts.recipient, true
    from treasury_payouts
    where treasury_payouts.business_id = ${businessId} and treasury_payouts.payee = 'BUSINESS'
  ) earning
  join purchases bought on bought.id = earning.purchase_id
  join token_profiles profile on profile.id = bought.token_profile_id
  ${read.after ? sql`where (earning.created_at, earning.id) < (${read.after.key}::timestamptz, ${read.after.id}::bigint)` : sql``}
  order by earning.created_at desc, earning.id desc
  limit ${read.limit} offset ${read.offset ?? 0}`;

/** GET /payouts/earnings: the business's earnings, card and crypto, newest first, one page read from the database. */
export async function listEarnings(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  page: { page: number; limit: number },
): Promise<{ data: Earning[]; total: number }> {
  const { rows, total } = await ledgerPage<EarningRow>(deps, page, {
    select: (window) => earningsOf(businessId, window),
    card: { ledger: businessEarnings, where: eq(businessEarnings.businessId, businessId) },
    cryptoWhere: and(eq(treasuryPayouts.businessId, businessId), eq(treasuryPayouts.payee, 'BUSINESS')),
  });
  return { total, data: rows.map(toEarning) };
}

/**
 * Every earning of the business, newest first, in batches read past the last one's time and id
 * (keyset), so the CSV export never holds the whole ledger nor a transaction.
 */
export async function* allEarnings(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  batchSize = 500,
): AsyncGenerator<Earning[]> {
  let after: { key: string; id: string } | undefined;
  for (;;) {
    const rows = await executeRows<EarningRow>(deps.db, earningsOf(businessId, { limit: batchSize, after }));
    if (rows.length > 0) yield rows.map(toEarning);
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    after = { key: last.created_key, id: String(last.id) };
  }
}
