import { and, eq, isNotNull, max, or } from 'drizzle-orm';
import {
  type ChainOutcome,
  type ChainPort,
  ChainRefusedError,
  ChainUnavailableError,
  type PreparedCall,
  type SignedCall,
} from '../adapters/chain/chain-port.ts';
import type { Database } from '../db/client.ts';
import { chainWrites } from '../db/schema/index.ts';
import type { Tx } from './chain-write-kind.ts';
import { underSignerLock } from './signer-lock.ts';

/**
 * The highest nonce of the signer's that the node may not have mined yet: a write's transaction in
 * flight (SENT), or a filler still waiting for its nonce (nonce-filler.ts).
 */
async function highestHeldNonce(tx: Tx, signer: string): Promise<number | null> {
  const [held] = await tx
    .select({ nonce: max(chainWrites.nonce) })
    .from(chainWrites)
    .where(
      and(
        eq(chainWrites.signer, signer),
        or(eq(chainWrites.status, 'SENT'), isNotNull(chainWrites.fillerRawTx)),
      ),
    );
  return held?.nonce ?? null;
}

/**
 * Phase 1 of a send: a short database transaction holding the signer lock, with no request to the
 * node in it. The nonce is the node's pending count (read before the transaction) or, when higher,
 * the one after the highest still held in the database (a write signed but not yet handed over, or
 * handed over and not yet in the node's count); the call is signed locally and `record` stores the
 * nonce, hash and bytes in the same transaction. `record` returning false aborts (nothing signed is
 * kept). Phase 2, the hand-over, is the caller's, after the commit: a kill in between leaves bytes
 * that the resume job hands over (the same bytes, so the same transaction: it can mine only once).
 */
export async function signUnderSignerLock(
  deps: { db: Database; chain: ChainPort },
  prepared: PreparedCall,
  record: (tx: Tx, signed: SignedCall) => Promise<boolean>,
): Promise<SignedCall | null> {
  const pending = await deps.chain.transactionCount('pending');
  return underSignerLock(deps.db, deps.chain.signer, async (tx) => {
    const held = await highestHeldNonce(tx, deps.chain.signer);
    const signed = await deps.chain.sign(prepared, Math.max(pending, held === null ? 0 : held + 1));
    return (await record(tx, signed)) ? signed : null;
  });
}

/**
 * prepare → sign and hand over under the signer lock → wait for the receipt, recording nothing: for
 * the demo seed and test set-ups, never a request. Since nothing records its nonce, the lock is held
 * from the node's pending count to the hand-over (both asked of the node inside the transaction), so
 * two of them at once, or one beside the API's writes, never take the same nonce. A refusal throws.
 */
export async function sendAndConfirm(
  deps: { db: Database; chain: ChainPort; logger: { warn: (o: object, m: string) => void } },
  call: PreparedCall['call'],
  timeoutMs: number,
): Promise<ChainOutcome> {
  const prepared = await deps.chain.prepare(call);
  const hash = await underSignerLock(deps.db, deps.chain.signer, async (tx) => {
    const held = await highestHeldNonce(tx, deps.chain.signer);
    const pending = await deps.chain.transactionCount('pending');
    const signed = await deps.chain.sign(prepared, Math.max(pending, held === null ? 0 : held + 1));
    try {
      await deps.chain.broadcast(signed.raw);
    } catch (error) {
      // Unreachable while handing over: the node may have it, and the receipt wait tells.
      if (!(error instanceof ChainUnavailableError)) throw error;
      deps.logger.warn({ err: error, hash: signed.hash }, 'transaction may not have reached the node');
    }
    return signed.hash;
  });
  const mined = await deps.chain.waitForReceipt(call, hash, { timeoutMs });
  if (!mined) throw new Error(`Transaction ${hash} was not mined within ${timeoutMs} ms`);
  if (mined.reverted) throw new ChainRefusedError(new Error(`Transaction ${hash} reverted`));
  return mined.outcome;
}
