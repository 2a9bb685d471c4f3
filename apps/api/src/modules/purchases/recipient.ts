import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { wallets } from '../../db/schema/index.ts';
import { custodyAddressOf } from './custody.ts';

/**
 * Who receives a card buyer's key: their most recently verified wallet, else their own custody
 * address (docs/decisions/checkout.md), recorded on the user and managed by the API signer
 * (`custody`: the signer must stay the key's manager).
 */
export async function keyRecipient(
  tx: Tx,
  userId: number,
  custodySecret: string,
): Promise<{ address: Address; custody: boolean }> {
  const [wallet] = await tx
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), isNotNull(wallets.verifiedAt)))
    .orderBy(desc(wallets.verifiedAt), desc(wallets.id))
    .limit(1);
  // Checksummed: however the address was stored, the call encodes it.
  return wallet
    ? { address: getAddress(wallet.address), custody: false }
    : { address: await custodyAddressOf(tx, custodySecret, userId), custody: true };
}
