import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { wallets } from '../../db/schema/index.ts';

/**
 * Who receives a card buyer's key: their most recently verified wallet, else the API signer, who
 * holds it in custody (docs/decisions/checkout.md) until the buyer links a wallet.
 */
export async function keyRecipient(tx: Tx, userId: number, signer: Address): Promise<Address> {
  const [wallet] = await tx
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), isNotNull(wallets.verifiedAt)))
    .orderBy(desc(wallets.verifiedAt), desc(wallets.id))
    .limit(1);
  // Checksummed: however the address was stored, the call encodes it.
  return wallet ? getAddress(wallet.address) : signer;
}
