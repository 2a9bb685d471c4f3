import { sql } from 'drizzle-orm';
import { type Address, hexToBigInt, keccak256, stringToBytes } from 'viem';
import type { Database } from '../db/client.ts';

/**
 * The advisory lock id of one signer: the first 8 bytes of keccak256("keyclub:signer:<address>"), as
 * the signed 64-bit number `pg_advisory_xact_lock` takes.
 */
export function signerLockKey(signer: Address): bigint {
  const hash = keccak256(stringToBytes(`keyclub:signer:${signer.toLowerCase()}`));
  return BigInt.asIntN(64, hexToBigInt(hash) >> 192n);
}

/**
 * Takes the signer's lock inside the caller's short database transaction; it is released when that
 * transaction ends. Nonce assignment, signing and the hand-over to the node run under it (never the
 * wait for mining), so two sends — in one API process or in several sharing the database — never
 * pick the same nonce.
 */
export async function lockSigner(tx: Pick<Database, 'execute'>, signer: Address): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${signerLockKey(signer).toString()}::bigint)`);
}
