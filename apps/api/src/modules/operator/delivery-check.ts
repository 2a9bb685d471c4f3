import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Address } from 'viem';
import { type ChainWriteRow, payloadOf } from '../../chain-writes/chain-write-kind.ts';
import { tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  type ExtendPayload,
  type GrantPayload,
  PURCHASE_WRITES,
  type TransferPayload,
} from '../purchases/purchase-writes.ts';

/**
 * What the chain says about a delivery whose outcome the API does not know:
 * - `mined`: its transaction mined (recorded in the write): Retry finishes it without sending;
 * - `absent`: nothing of it reached the chain: Retry sends it again, Refund gives the money back;
 * - `unclear`: the chain holds something no row explains: a person reconciles (runbook).
 */
export type DeliveryOnChain = 'mined' | 'absent' | 'unclear';

/**
 * A grant cut off in its send: the lock has minted exactly the keys recorded as copies, or one more
 * (ours, or one bought on chain and not claimed yet: either way unclear).
 */
async function grantOnChain(deps: AppDeps, write: ChainWriteRow): Promise<DeliveryOnChain> {
  const { lock, tokenProfileId } = payloadOf<GrantPayload>(write);
  const { totalSupply } = await deps.chain.readLockStock(lock);
  const [recorded] = await deps.db
    .select({ keys: count() })
    .from(tokens)
    .where(
      and(eq(tokens.tokenProfileId, tokenProfileId), isNotNull(tokens.parentId), isNotNull(tokens.tokenIdBc)),
    );
  return totalSupply === BigInt(recorded?.keys ?? 0) ? 'absent' : 'unclear';
}

/** An extension cut off in its send: the key expires when the copy says, or later (extended). */
async function extensionOnChain(deps: AppDeps, write: ChainWriteRow): Promise<DeliveryOnChain> {
  const { lock, tokenIdBc, copyId } = payloadOf<ExtendPayload>(write);
  const [copy] = await deps.db
    .select({ expiresAt: tokens.expiresAt })
    .from(tokens)
    .where(eq(tokens.id, copyId));
  const key = await deps.chain.readKey(lock as Address, BigInt(tokenIdBc));
  const recorded = copy?.expiresAt?.getTime() ?? null;
  return key.expiresAt?.getTime() === recorded ? 'absent' : 'unclear';
}

/** A resale transfer cut off in its send: the key is still the seller's holder's. */
async function transferOnChain(deps: AppDeps, write: ChainWriteRow): Promise<DeliveryOnChain> {
  const { lock, tokenIdBc, from } = payloadOf<TransferPayload>(write);
  const key = await deps.chain.readKey(lock as Address, BigInt(tokenIdBc));
  return key.owner.toLowerCase() === from.toLowerCase() ? 'absent' : 'unclear';
}

/** Reads the chain (outside any transaction) for a FAILED delivery whose outcome is uncertain. */
export async function deliveryOnChain(deps: AppDeps, write: ChainWriteRow): Promise<DeliveryOnChain> {
  if (write.minedTxHashes.length > 0) {
    // Finishing without a send needs the mined outcome; without it a retry would send a second key.
    const outcome =
      write.kind === PURCHASE_WRITES.grant
        ? 'keyId'
        : write.kind === PURCHASE_WRITES.extend
          ? 'keyExpiration'
          : null;
    return outcome === null || write.result[outcome] ? 'mined' : 'unclear';
  }
  switch (write.kind) {
    case PURCHASE_WRITES.grant:
      return grantOnChain(deps, write);
    case PURCHASE_WRITES.extend:
      return extensionOnChain(deps, write);
    case PURCHASE_WRITES.transfer:
      return transferOnChain(deps, write);
    default:
      return 'unclear';
  }
}
