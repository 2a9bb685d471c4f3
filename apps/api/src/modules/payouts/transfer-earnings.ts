import { toMinorUnits } from '@keyclub/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PayoutsPort } from '../../adapters/payments/payments-port.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';
import { payTreasuryShares, type TreasuryPayoutDeps } from './treasury-payouts.ts';

export type TransferDeps = { db: Database; payments: PayoutsPort; logger: Logger };

/** How long a claim keeps other jobs off a row; a failed call is retried after it. */
const CLAIM_SECONDS = 60;

/**
 * A ledger the job pays from: its table, the column naming its payee (as `payout_accounts` names
 * an account's owner), the amount transferred, and the prefix of its idempotency keys.
 */
type Ledger = { table: string; payee: 'business_id' | 'user_id'; amount: string; key: string };

/** What businesses earn (sales, renewals, resale commissions), and sellers' shares of card resales. */
const LEDGERS: readonly Ledger[] = [
  { table: 'business_earnings', payee: 'business_id', amount: 'net_amount', key: 'earning' },
  { table: 'seller_earnings', payee: 'user_id', amount: 'amount', key: 'seller-earning' },
];

type Claimed = {
  id: number;
  step: 'transfer' | 'reverse' | 'resend';
  destination: string;
  amount: string;
  currency: string;
  paymentId: string | null;
  purchaseId: number;
  transferId: string | null;
  /** Set once the row's transfer was reversed by a dispute, the dispute won, and it was sent again. */
  resentFrom: string | null;
};

/**
 * Claims up to `limit` rows of `ledger` with money to move (FOR UPDATE SKIP LOCKED, then a claim
 * that lasts CLAIM_SECONDS, so jobs of several API processes never take the same row):
 * - transfer: the key was delivered (FULFILLED), no dispute, not transferred, the payee's account READY;
 * - reverse: transferred, and since refunded or disputed;
 * - resend: reversed by a dispute that was then won (no longer disputed, still FULFILLED: a refund
 *   makes it REFUNDED), not yet sent again; the account READY. Sent again once, never after that.
 */
async function claim(db: Database, ledger: Ledger, limit: number) {
  const table = sql.identifier(ledger.table);
  const payee = sql.identifier(ledger.payee);
  const amount = sql.identifier(ledger.amount);
  return executeRows<Claimed>(
    db,
    sql`
    with due as (
      select earning.id,
        case when earning.reversed_at is not null then 'resend'
          when earning.transfer_id is null then 'transfer' else 'reverse' end as step
      from ${table} earning
      join purchases purchase on purchase.id = earning.purchase_id
      join payout_accounts account on account.${payee} = earning.${payee}
      where (earning.claimed_until is null or earning.claimed_until < now())
        and (
          (earning.transfer_id is null and earning.disputed_at is null
            and purchase.status = 'FULFILLED' and account.status = 'READY')
          or (earning.transfer_id is not null and earning.reversed_at is null
            and (purchase.status = 'REFUNDED' or earning.disputed_at is not null))
          or (earning.reversed_at is not null and earning.resent_from_transfer_id is null
            and earning.disputed_at is null and purchase.status = 'FULFILLED' and account.status = 'READY')
        )
      order by earning.id limit ${limit}
      for update of earning skip locked
    )
    update ${table} earning
    set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = earning.attempts + 1
    from due, purchases purchase, payout_accounts account
    where earning.id = due.id and purchase.id = earning.purchase_id
      and account.${payee} = earning.${payee}
    returning earning.id, due.step, account.provider_account_id as destination,
      earning.${amount} as amount, earning.currency, purchase.external_payment_id as "paymentId",
      earning.purchase_id as "purchaseId", earning.transfer_id as "transferId",
      earning.resent_from_transfer_id as "resentFrom"`,
  );
}

/** Sets `changes` on the row, only while `unset` is still null: a result is stored once. */
const mark = (db: Database, ledger: Ledger, id: number, changes: SQL, unset: string) =>
  db.execute(sql`
    update ${sql.identifier(ledger.table)}
    set ${changes}, claimed_until = null, last_error = null, updated_at = now()
    where id = ${id} and ${sql.identifier(unset)} is null`);

/** The row's transfer, under the key of its first sending or of its re-sending after a won dispute. */
const transferOf = (deps: TransferDeps, row: Claimed, idempotencyKey: string) =>
  deps.payments.transfer({
    destination: row.destination,
    amountMinor: toMinorUnits(Number(row.amount)),
    currency: row.currency,
    sourcePaymentId: row.paymentId,
    transferGroup: `purchase:${row.purchaseId}`,
    idempotencyKey,
  });

/** One claimed row's provider call, then its result stored. */
async function settle(deps: TransferDeps, ledger: Ledger, row: Claimed) {
  if (row.step === 'transfer') {
    const { transferId } = await transferOf(deps, row, `${ledger.key}:${row.id}`);
    await mark(
      deps.db,
      ledger,
      row.id,
      sql`transfer_id = ${transferId}, transferred_at = now()`,
      'transfer_id',
    );
    return;
  }
  if (row.step === 'resend') {
    // The reversed transfer and its reversal move to resent_from_*; the row reads as transferred.
    const { transferId } = await transferOf(deps, row, `${ledger.key}-resend:${row.id}`);
    await mark(
      deps.db,
      ledger,
      row.id,
      sql`resent_from_transfer_id = transfer_id, resent_from_reversal_id = reversal_id,
        transfer_id = ${transferId}, transferred_at = now(), reversal_id = null, reversed_at = null`,
      'resent_from_transfer_id',
    );
    return;
  }
  if (!row.transferId) return;
  const { reversalId } = await deps.payments.reverseTransfer(
    row.transferId,
    row.resentFrom ? `${ledger.key}-resend-reversal:${row.id}` : `${ledger.key}-reversal:${row.id}`,
  );
  await mark(deps.db, ledger, row.id, sql`reversal_id = ${reversalId}, reversed_at = now()`, 'reversal_id');
}

/** Moves what is due in one ledger; answers how many rows it moved. */
async function transferLedger(deps: TransferDeps, ledger: Ledger, limit: number): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await claim(deps.db, ledger, limit);
    if (batch.length === 0) return moved;
    for (const row of batch) {
      try {
        await settle(deps, ledger, row);
        moved += 1;
      } catch (error) {
        deps.logger.warn(
          { err: error, ledger: ledger.table, earning: row.id, step: row.step },
          'earning transfer failed; retried later',
        );
        const message = error instanceof Error ? error.message : String(error);
        await deps.db.execute(
          sql`update ${sql.identifier(ledger.table)} set last_error = ${message} where id = ${row.id}`,
        );
      }
    }
  }
}

/**
 * Moves every earning that is due, businesses' and sellers' (transfers, and reversals of refunded
 * or disputed ones), and answers how many it moved. Each provider call carries the row's idempotency
 * key, so a crash between the call and its mark, or a second process, answers the same transfer:
 * never paid twice. A failed call keeps its claim and is retried once the claim lapses.
 */
export async function transferEarnings(deps: TransferDeps, limit = 50): Promise<number> {
  let moved = 0;
  for (const ledger of LEDGERS) moved += await transferLedger(deps, ledger, limit);
  return moved;
}

/**
 * Every 5 s: earnings due to businesses and sellers (and reversals of refunded ones), and crypto
 * resale shares due from the treasury, after a restart too.
 */
export const earningTransfersJob = (deps: TransferDeps & TreasuryPayoutDeps, everyMs = 5_000): Job => ({
  name: 'earning transfers',
  everyMs,
  run: async () => counted('moved', (await transferEarnings(deps)) + (await payTreasuryShares(deps))),
});
