import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Address, getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { users, wallets } from '../../db/schema/index.ts';

/** The order of secp256k1: a private key must lie in [1, n − 1]. */
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * The private key of `userId`'s custody address: HMAC-SHA256(secret, "custody:<userId>"), so the
 * same user always gets the same address and nobody without the secret can sign for it. A digest
 * outside secp256k1's key range (odds about 2^-128) is hashed again.
 */
export function deriveCustodyKey(secret: string, userId: number): Hex {
  let digest = createHmac('sha256', secret).update(`custody:${userId}`).digest();
  while (!isPrivateKey(BigInt(`0x${digest.toString('hex')}`))) {
    digest = createHmac('sha256', secret).update(digest).digest();
  }
  return `0x${digest.toString('hex')}`;
}

/** The custody address of `userId` (deriveCustodyKey's account). */
export const deriveCustodyAddress = (secret: string, userId: number): Address =>
  privateKeyToAccount(deriveCustodyKey(secret, userId)).address;

const isPrivateKey = (value: bigint) => value > 0n && value < SECP256K1_ORDER;

/**
 * The user's recorded custody address, recording the derived one the first time (in the caller's
 * transaction). Once recorded it stays the user's, so changing CUSTODY_SECRET moves no existing
 * custody: it only derives the addresses of users who have none yet. Recording it unlinks it from
 * any account that linked it as a wallet (only a holder of the secret could have signed for it).
 */
export async function custodyAddressOf(tx: Tx, secret: string, userId: number): Promise<Address> {
  const [recorded] = await tx
    .update(users)
    .set({ custodyAddress: deriveCustodyAddress(secret, userId) })
    .where(and(eq(users.id, userId), isNull(users.custodyAddress)))
    .returning({ custodyAddress: users.custodyAddress });
  if (recorded?.custodyAddress)
    await tx.delete(wallets).where(sql`lower(${wallets.address}) = lower(${recorded.custodyAddress})`);
  const [user] = recorded
    ? [recorded]
    : await tx.select({ custodyAddress: users.custodyAddress }).from(users).where(eq(users.id, userId));
  if (!user?.custodyAddress) throw new Error(`No user ${userId} to hold a key in custody for`);
  return getAddress(user.custodyAddress);
}
