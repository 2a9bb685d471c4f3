import { UNLIMITED as LOCK_UNLIMITED } from '@keyclub/chain';
import { UNLIMITED } from '@keyclub/domain';
import type { Address } from 'viem';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { liveHolds } from '../../db/profile-stock.ts';
import type { CheckoutSource } from '../purchases/checkout-source.ts';

/**
 * Keys the lock of a new copy can still mint (`maxNumberOfKeys − totalSupply`), or null when a limit
 * does not apply (unlimited copies, a renewal, a listing). Read before the hold's transaction opens:
 * the chain also counts keys the database does not know yet (a wallet purchase not claimed, shards
 * of an old key), and a lock full on chain would refuse the grant after the buyer paid.
 */
export async function lockRoom(chain: ChainPort, source: CheckoutSource): Promise<bigint | null> {
  if (source.kind !== 'PURCHASE' || source.profile.copies === UNLIMITED) return null;
  const { totalSupply, maxNumberOfKeys } = await chain.readLockStock(
    source.profile.contractAddress as Address,
  );
  if (maxNumberOfKeys === LOCK_UNLIMITED) return null;
  return maxNumberOfKeys > totalSupply ? maxNumberOfKeys - totalSupply : 0n;
}

/** Whether one more hold fits the lock's `room` beside the copies other checkouts hold (under the profile lock). */
export async function fitsLockRoom(tx: Tx, profileId: number, room: bigint | null): Promise<boolean> {
  return room === null || BigInt(await liveHolds(tx, profileId)) < room;
}
