import { sql } from 'drizzle-orm';
import { type Hex, hexToBigInt, keccak256, stringToBytes } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { Database } from '../../db/client.ts';

/**
 * The advisory lock id of one signer: the first 8 bytes of keccak256("keyclub:signer:<address>"), as
 * the signed 64-bit number `pg_advisory_xact_lock` takes.
 */
export function signerLockKey(signerKey: Hex): bigint {
  const address = privateKeyToAddress(signerKey).toLowerCase();
  const hash = keccak256(stringToBytes(`keyclub:signer:${address}`));
  return BigInt.asIntN(64, hexToBigInt(hash) >> 192n);
}

/**
 * Takes the signer's transaction lock inside the caller's database transaction; it is released when
 * that transaction ends. Every transaction the API signer sends (and waits for) runs under it, so two
 * saves — in one API process or in several sharing the database — never pick the same nonce.
 * Take it last, right before the chain call (after any row lock), so the order is always the same.
 */
export async function lockSigner(tx: Pick<Database, 'execute'>, signerKey: Hex): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${signerLockKey(signerKey).toString()}::bigint)`);
}
