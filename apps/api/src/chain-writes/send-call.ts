import type { Hex } from 'viem';
import {
  type ChainOutcome,
  type ChainPort,
  ChainRefusedError,
  ChainUnavailableError,
  type PreparedCall,
  type SignedCall,
} from '../adapters/chain/chain-port.ts';
import type { Database } from '../db/client.ts';
import type { Tx } from './chain-write-kind.ts';
import { lockSigner } from './signer-lock.ts';

/**
 * Signs and hands over one prepared call in a short database transaction holding the signer lock:
 * the nonce is read, the transaction signed, `record` stores its hash in the same transaction, then
 * the node gets the bytes. A refusal rolls everything back (nothing was sent). A transport failure
 * while handing over is ambiguous (the node may have it), so the hash is kept: the receipt wait and a
 * later broadcast of the same bytes settle it. `record` returning false aborts without sending.
 */
export async function sendUnderSignerLock(
  deps: { db: Database; chain: ChainPort; logger: { warn: (o: object, m: string) => void } },
  prepared: PreparedCall,
  record: (tx: Tx, signed: SignedCall) => Promise<boolean>,
): Promise<SignedCall | null> {
  return deps.db.transaction(async (tx) => {
    await lockSigner(tx, deps.chain.signer);
    const signed = await deps.chain.sign(prepared);
    if (!(await record(tx, signed))) return null;
    try {
      await deps.chain.broadcast(signed.raw);
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      deps.logger.warn({ err: error, hash: signed.hash }, 'transaction may not have reached the node');
    }
    return signed;
  });
}

/**
 * prepare → send under the signer lock → wait for the receipt, recording nothing: for the demo seed,
 * which runs before the API serves and is all-or-nothing. Requests use ChainWrites instead.
 */
export async function sendAndConfirm(
  deps: { db: Database; chain: ChainPort; logger: { warn: (o: object, m: string) => void } },
  call: PreparedCall['call'],
  timeoutMs: number,
): Promise<ChainOutcome> {
  const prepared = await deps.chain.prepare(call);
  const signed = await sendUnderSignerLock(deps, prepared, async () => true);
  const hash = signed?.hash as Hex;
  const mined = await deps.chain.waitForReceipt(call, hash, { timeoutMs });
  if (!mined) throw new Error(`Transaction ${hash} was not mined within ${timeoutMs} ms`);
  if (mined.reverted) throw new ChainRefusedError(new Error(`Transaction ${hash} reverted`));
  return mined.outcome;
}
