import { and, eq, isNotNull } from 'drizzle-orm';
import { type Hex, parseTransaction } from 'viem';
import type { FillerFees, SignedCall } from '../adapters/chain/chain-port.ts';
import { chainWrites } from '../db/schema/index.ts';
import type { ChainWriteDeps, ChainWriteRow } from './chain-write-kind.ts';

/*
 * A nonce is taken (recorded under the signer lock) before its transaction reaches the node, so a
 * node that refuses it for good leaves a hole: the signer's later transactions, already signed above
 * it, would wait forever. The hole is filled at once by a 0-value transfer to the signer at that
 * nonce, rather than left for the next write to re-use: a next write may never come, and the ones
 * signed after it would stall until then. The filler's bytes are recorded on the refused write's row
 * before they are handed over, and the resume job hands them over again until the node has mined the
 * nonce, so a kill does not reopen the hole. Whatever mines at that nonce, only one transaction can:
 * a replayed filler or a replayed write never doubles anything.
 */

/** The refused transaction's chain, and twice its fees: the filler should not be refused as underpriced in turn. */
function fillerFees(refused: Hex): FillerFees {
  const { chainId, maxFeePerGas, maxPriorityFeePerGas } = parseTransaction(refused);
  if (chainId === undefined || maxFeePerGas === undefined || maxPriorityFeePerGas === undefined) {
    throw new Error('A refused transaction without EIP-1559 fees cannot be filled');
  }
  return { chainId, maxFeePerGas: maxFeePerGas * 2n, maxPriorityFeePerGas: maxPriorityFeePerGas * 2n };
}

async function handOver(deps: ChainWriteDeps, write: number, raw: Hex): Promise<void> {
  try {
    await deps.chain.broadcast(raw);
  } catch (error) {
    deps.logger.warn({ err: error, write }, 'the node did not take a nonce filler; the resume job retries');
  }
}

/** Signs the filler of a refused transaction's nonce, records it on the write's row, hands it over. */
export async function fillRefusedNonce(
  deps: ChainWriteDeps,
  write: ChainWriteRow,
  refused: SignedCall,
): Promise<void> {
  const filler = await deps.chain.signFiller(refused.nonce, fillerFees(refused.raw));
  await deps.db
    .update(chainWrites)
    .set({ fillerRawTx: filler.raw, fillerTxHash: filler.hash })
    .where(and(eq(chainWrites.id, write.id), eq(chainWrites.txHash, refused.hash)));
  await handOver(deps, write.id, filler.raw);
}

/**
 * Hands over again each recorded filler whose nonce the node has not mined (lost by a kill, or by
 * the node); one whose nonce is mined is let go (its bytes cleared). Answers how many were handed over.
 */
export async function resumeFillers(deps: ChainWriteDeps): Promise<number> {
  const waiting = await deps.db
    .select({ id: chainWrites.id, nonce: chainWrites.nonce, raw: chainWrites.fillerRawTx })
    .from(chainWrites)
    .where(and(eq(chainWrites.signer, deps.chain.signer), isNotNull(chainWrites.fillerRawTx)));
  if (waiting.length === 0) return 0;
  const mined = await deps.chain.transactionCount('latest');
  let handed = 0;
  for (const filler of waiting) {
    if ((filler.nonce ?? 0) < mined) {
      await deps.db.update(chainWrites).set({ fillerRawTx: null }).where(eq(chainWrites.id, filler.id));
    } else {
      await handOver(deps, filler.id, filler.raw as Hex);
      handed++;
    }
  }
  return handed;
}
