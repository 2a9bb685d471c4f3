import { toMinorUnits } from '@keyclub/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PayoutsPort } from '../../adapters/payments/payments-port.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { businessEarnings } from '../../db/schema/index.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';

export type TransferDeps = { db: Database; payments: PayoutsPort; logger: Logger };

/** How long a claim keeps other jobs off a row; a failed call is retried after it. */
const CLAIM_SECONDS = 60;

type Claimed = {
  id: number;
  step: 'transfer' | 'reverse';
  destination: string;
  netAmount: string;
  currency: string;
  paymentId: string | null;
  purchaseId: number;
  transferId: string | null;
};

/**
 * Claims up to `limit` earnings with money to move (FOR UPDATE SKIP LOCKED, then a claim that
 * lasts CLAIM_SECONDS, so jobs of several API processes never take the same row):
 * - transfer: the key was delivered (FULFILLED), no dispute, not transferred, the account READY;
 * - reverse: transferred, and since refunded or disputed.
 */
async function claim(db: Database, limit: number) {
  return executeRows<Claimed>(
    db,
    sql`
    with due as (
      select earning.id,
        case when earning.transfer_id is null then 'transfer' else 'reverse' end as step
      from business_earnings earning
      join purchases purchase on purchase.id = earning.purchase_id
      join payout_accounts account on account.business_id = earning.business_id
      where earning.reversed_at is null
        and (earning.claimed_until is null or earning.claimed_until < now())
        and (
          (earning.transfer_id is null and earning.disputed_at is null
            and purchase.status = 'FULFILLED' and account.status = 'READY')
          or (earning.transfer_id is not null
            and (purchase.status = 'REFUNDED' or earning.disputed_at is not null))
        )
      order by earning.id limit ${limit}
      for update of earning skip locked
    )
    update business_earnings earning
    set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = earning.attempts + 1
    from due, purchases purchase, payout_accounts account
    where earning.id = due.id and purchase.id = earning.purchase_id
      and account.business_id = earning.business_id
    returning earning.id, due.step, account.provider_account_id as destination,
      earning.net_amount as "netAmount", earning.currency, purchase.external_payment_id as "paymentId",
      earning.purchase_id as "purchaseId", earning.transfer_id as "transferId"`,
  );
}

/** One claimed row's provider call, then its result stored (only once: conditional on the row). */
async function settle(deps: TransferDeps, row: Claimed) {
  if (row.step === 'transfer') {
    const { transferId } = await deps.payments.transfer({
      destination: row.destination,
      amountMinor: toMinorUnits(Number(row.netAmount)),
      currency: row.currency,
      sourcePaymentId: row.paymentId,
      transferGroup: `purchase:${row.purchaseId}`,
      idempotencyKey: `earning:${row.id}`,
    });
    await deps.db
      .update(businessEarnings)
      .set({ transferId, transferredAt: new Date(), claimedUntil: null, lastError: null })
      .where(and(eq(businessEarnings.id, row.id), isNull(businessEarnings.transferId)));
    return;
  }
  if (!row.transferId) return;
  const { reversalId } = await deps.payments.reverseTransfer(row.transferId, `earning-reversal:${row.id}`);
  await deps.db
    .update(businessEarnings)
    .set({ reversalId, reversedAt: new Date(), claimedUntil: null, lastError: null })
    .where(and(eq(businessEarnings.id, row.id), isNull(businessEarnings.reversalId)));
}

/**
 * Moves every earning that is due (transfers, and reversals of refunded or disputed ones) and
 * answers how many it moved. Each provider call carries the row's idempotency key, so a crash
 * between the call and its mark, or a second process, answers the same transfer: never paid twice.
 * A failed call keeps its claim and is retried once the claim lapses.
 */
export async function transferEarnings(deps: TransferDeps, limit = 50): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await claim(deps.db, limit);
    if (batch.length === 0) return moved;
    for (const row of batch) {
      try {
        await settle(deps, row);
        moved += 1;
      } catch (error) {
        deps.logger.warn(
          { err: error, earning: row.id, step: row.step },
          'earning transfer failed; retried later',
        );
        await deps.db
          .update(businessEarnings)
          .set({ lastError: error instanceof Error ? error.message : String(error) })
          .where(eq(businessEarnings.id, row.id));
      }
    }
  }
}

/** Every 5 s: earnings due to businesses (and reversals of refunded ones), after a restart too. */
export const earningTransfersJob = (deps: TransferDeps, everyMs = 5_000): Job => ({
  name: 'earning transfers',
  everyMs,
  run: async () => counted('moved', await transferEarnings(deps)),
});
