import { type SQL, sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows.ts';
import { type businessEarnings, type sellerEarnings, treasuryPayouts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * The business's card ledger (business_earnings) and its crypto resale commissions (treasury_payouts,
 * payee BUSINESS) are read as one list, one page or batch per query. The two tables number their rows
 * apart, so a listed row's id is twice its own, plus one for a commission.
 */
export const cardRowId = sql.raw('business_earnings.id::bigint * 2');
export const commissionRowId = sql.raw('treasury_payouts.id::bigint * 2 + 1');

/** A treasury share's state as an earning's: paid is transferred, cancelled never paid, else it waits. */
export const treasuryShareStatus = sql.raw(
  "case treasury_payouts.status when 'PAID' then 'TRANSFERRED' when 'CANCELLED' then 'REFUNDED' else 'WAITING' end",
);

const KINDS = ['RENEWAL', 'RESALE'] as const;
/** A purchase's kind as a ledger row's (a first sale is PURCHASE). */
export const rowKind = (kind: string) => KINDS.find((known) => known === kind) ?? 'PURCHASE';

/** A raw row's timestamp (a Date on one driver, a string on another) as ISO text. */
export const iso = (value: Date | string) => new Date(value).toISOString();

type CardLedger = { ledger: typeof businessEarnings | typeof sellerEarnings; where: SQL | undefined };

/**
 * One page of a card-and-crypto listing and the listing's total. `select` reads the page's rows, each carrying
 * `count(*) over () as total_rows`; a page past the end has no row to carry it, so then the two ledgers are counted
 * (`card`'s rows and the treasury's rows matching `cryptoWhere`).
 */
export async function ledgerPage<Row extends { total_rows?: string }>(
  deps: Pick<AppDeps, 'db'>,
  page: { page: number; limit: number },
  listing: {
    select: (window: { limit: number; offset: number }) => SQL;
    card: CardLedger;
    cryptoWhere: SQL | undefined;
  },
): Promise<{ rows: Row[]; total: number }> {
  const rows = await executeRows<Row>(
    deps.db,
    listing.select({ limit: page.limit, offset: (page.page - 1) * page.limit }),
  );
  const carried = rows[0]?.total_rows;
  if (carried !== undefined) return { rows, total: Number(carried) };
  if (page.page === 1) return { rows, total: 0 };
  const [cards, cryptos] = await Promise.all([
    deps.db.$count(listing.card.ledger, listing.card.where),
    deps.db.$count(treasuryPayouts, listing.cryptoWhere),
  ]);
  return { rows, total: cards + cryptos };
}
