import { type SQL, sql } from 'drizzle-orm';
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

/**
 * How many rows a listing holds, card and crypto: the count when a page past the end has no row
 * to carry it.
 */
export async function cardAndCryptoCount(
  deps: Pick<AppDeps, 'db'>,
  card: { ledger: typeof businessEarnings | typeof sellerEarnings; where: SQL | undefined },
  cryptoWhere: SQL | undefined,
): Promise<number> {
  const [cards, cryptos] = await Promise.all([
    deps.db.$count(card.ledger, card.where),
    deps.db.$count(treasuryPayouts, cryptoWhere),
  ]);
  return cards + cryptos;
}
