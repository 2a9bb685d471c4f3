import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { chainWrites } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import type { ChainWriteRow } from './chain-write-kind.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
} as const;

/** A client key and the fingerprint of the request it came with. */
export type Idempotency = { key: string; requestHash: string };

/**
 * SHA-256 over the parsed request (so formatting does not matter) and the bytes of each uploaded
 * file: the same key with a different body is told apart from a retry.
 */
export async function requestFingerprint(parsed: unknown, files: File[]): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(parsed));
  for (const file of files) {
    hash.update(
      createHash('sha256')
        .update(new Uint8Array(await file.arrayBuffer()))
        .digest('hex'),
    );
  }
  return hash.digest('hex');
}

/** The stored key: the client's key within its scope (e.g. `business:12`), so scopes never collide. */
export const scopedKey = (scope: string, clientKey: string) => `${scope}:${clientKey}`;

/**
 * The write that already holds this key (a retry), or undefined. A failed write frees its key.
 * 422 when the key came with a different request (IETF draft "The Idempotency-Key HTTP Header Field").
 */
export async function writeForKey(
  db: Database,
  idempotency: Idempotency,
): Promise<ChainWriteRow | undefined> {
  const [write] = await db
    .select()
    .from(chainWrites)
    .where(and(eq(chainWrites.idempotencyKey, idempotency.key), ne(chainWrites.status, 'FAILED')));
  if (write && write.requestHash !== idempotency.requestHash) {
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
  }
  return write;
}
