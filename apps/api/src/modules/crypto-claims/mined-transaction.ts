import { setTimeout as delay } from 'node:timers/promises';
import { type Address, type Hex, isAddressEqual } from 'viem';
import type { ForeignTransaction } from '../../adapters/chain/chain-port.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';

/** How long a claim waits for a transaction still in the pool before answering `pending`. */
export const CLAIM_RECEIPT_WAIT_MS = 30_000;

/** A 400 naming the request's `tx_hash`: the transaction is not the payment the claim says it is. */
export const txHashRefused = (message: string) =>
  new HttpError(400, message, [{ field: 'tx_hash', message }]);

/** The transaction once mined, or null when it is still in the pool after the wait. */
async function minedTransaction(deps: AppDeps, hash: Hex, waitMs: number, refuse: () => HttpError) {
  const pollingMs = await deps.chain.receiptPollingMs();
  const deadline = Date.now() + waitMs;
  for (;;) {
    const read: ForeignTransaction = await deps.chain.readTransaction(hash);
    if (read.state === 'unknown') throw refuse();
    if (read.state === 'mined') return read;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    await delay(Math.min(pollingMs, left));
  }
}

/**
 * R7's first checks, the same for every claim: the transaction `hash` mined, succeeded, was sent from
 * `wallet` and has the deployment's confirmations. Answers it then, null while it is still in the pool
 * after `waitMs` or too fresh; an unknown, reverted or another wallet's transaction throws `refuse()`.
 */
export async function confirmedTransaction(
  deps: AppDeps,
  sent: { hash: Hex; wallet: Address },
  refuse: () => HttpError,
  waitMs = CLAIM_RECEIPT_WAIT_MS,
) {
  const mined = await minedTransaction(deps, sent.hash, waitMs, refuse);
  if (!mined) return null;
  if (!mined.success || !isAddressEqual(mined.from, sent.wallet)) throw refuse();
  if (mined.confirmations < deps.env.chainConfirmations) return null;
  return mined;
}
