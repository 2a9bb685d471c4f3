import { sql } from 'drizzle-orm';
import { type Address, hexToBigInt, keccak256, stringToBytes } from 'viem';
import type { Database } from '../db/client.ts';
import type { Tx } from './chain-write-kind.ts';

/**
 * The advisory lock id of one signer: the first 8 bytes of keccak256("keyclub:signer:<address>"), as
 * the signed 64-bit number `pg_advisory_xact_lock` takes.
 */
export function signerLockKey(signer: Address): bigint {
  const hash = keccak256(stringToBytes(`keyclub:signer:${signer.toLowerCase()}`));
  return BigInt.asIntN(64, hexToBigInt(hash) >> 192n);
}

/** Takes the signer's lock inside the caller's transaction; it is released when that transaction ends. */
export async function lockSigner(tx: Pick<Database, 'execute'>, signer: Address): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${signerLockKey(signer).toString()}::bigint)`);
}

/** The last turn queued, by connection pool and signer. */
const lastTurns = new WeakMap<Database, Map<string, Promise<void>>>();

/** Runs `work` once the turns queued before it on this pool and signer are over, first come first served. */
async function inTurn<T>(db: Database, signer: Address, work: () => Promise<T>): Promise<T> {
  const bySigner = lastTurns.get(db) ?? new Map<string, Promise<void>>();
  lastTurns.set(db, bySigner);
  const key = signer.toLowerCase();
  const previous = bySigner.get(key);
  let end = () => {};
  const turn = new Promise<void>((resolve) => {
    end = resolve;
  });
  bySigner.set(key, turn);
  try {
    await previous;
    return await work();
  } finally {
    end();
    if (bySigner.get(key) === turn) bySigner.delete(key);
  }
}

/**
 * Runs `work` in a short database transaction holding the signer's lock, so two sends — in one API
 * process or in several sharing the database — never pick the same nonce. Nonce assignment, signing
 * and the record run under it, never the wait for mining.
 *
 * A send waiting for the lock holds a connection of the pool while it waits: ten sends queued behind
 * a lock another process held took the API's ten connections, and every other request answered 503
 * after 30 s. So the sends of one pool (one process) take turns: one of them waits on the lock, the
 * others wait in memory without a connection; the lock still orders the processes.
 */
export function underSignerLock<T>(db: Database, signer: Address, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inTurn(db, signer, () =>
    db.transaction(async (tx) => {
      await lockSigner(tx, signer);
      return work(tx);
    }),
  );
}
