import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { users } from '../../db/schema/index.ts';

/** The order of secp256k1: a private key must lie in [1, n − 1]. */
const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * The custody address of `userId`: the account whose private key is HMAC-SHA256(secret,
 * "custody:<userId>"), so the same user always gets the same address and nobody without the secret
 * can sign for it. A digest outside secp256k1's key range (odds about 2^-128) is hashed again.
 */
export function deriveCustodyAddress(secret: string, userId: number): Address {
  let digest = createHmac('sha256', secret).update(`custody:${userId}`).digest();
  while (!isPrivateKey(BigInt(`0x${digest.toString('hex')}`))) {
    digest = createHmac('sha256', secret).update(digest).digest();
  }
  return privateKeyToAccount(`0x${digest.toString('hex')}`).address;
}

const isPrivateKey = (value: bigint) => value > 0n && value < SECP256K1_ORDER;

/**
 * The user's recorded custody address, recording the derived one the first time (in the caller's
 * transaction). Once recorded it stays the user's, so changing CUSTODY_SECRET moves no existing
 * custody: it only derives the addresses of users who have none yet.
 */
export async function custodyAddressOf(tx: Tx, secret: string, userId: number): Promise<Address> {
  const [recorded] = await tx
    .update(users)
    .set({ custodyAddress: deriveCustodyAddress(secret, userId) })
    .where(and(eq(users.id, userId), isNull(users.custodyAddress)))
    .returning({ custodyAddress: users.custodyAddress });
  const [user] = recorded
    ? [recorded]
    : await tx.select({ custodyAddress: users.custodyAddress }).from(users).where(eq(users.id, userId));
  if (!user?.custodyAddress) throw new Error(`No user ${userId} to hold a key in custody for`);
  return getAddress(user.custodyAddress);
}
