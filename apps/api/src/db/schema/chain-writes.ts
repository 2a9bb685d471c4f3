import type { ApiErrorItem } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { id, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * PENDING: recorded, nothing in flight (not sent yet, or between two transactions of one write).
 * SENDING: a send is under way; seen long after, the send was interrupted. SENT: `tx_hash` is in
 * flight. DONE: mined and finished. FAILED: `error` says why; nothing more will happen.
 */
export const chainWriteStatus = pgEnum('chain_write_status', [
  'PENDING',
  'SENDING',
  'SENT',
  'DONE',
  'FAILED',
]);

/**
 * One intent of the API signer on chain (create a lock, sync it; later grant, extend, transfer a
 * key): recorded before anything is sent, so a restart can resume it (apps/api/src/chain-writes).
 */
export const chainWrites = pgTable(
  'chain_writes',
  {
    id: id(),
    /** What the write is for, e.g. `membership.create`; names the code that finishes it. */
    kind: text('kind').notNull(),
    status: chainWriteStatus('status').notNull().default('PENDING'),
    /** What the kind needs to send and finish (JSON written by that kind). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What it produced so far: the mined calls' outcomes (e.g. `lock`), then the finish's (`tokenId`). */
    result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
    /** `<scope>:<client Idempotency-Key>`; a live or finished write holds its key. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request that recorded it: the same key with another request is refused. */
    requestHash: text('request_hash'),
    /** At most one unfinished write per subject (e.g. `token_profile:<id>` for edits). */
    subject: text('subject'),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address that signs: its nonces are assigned under the signer lock. */
    signer: text('signer').notNull(),
    /** The transaction in flight or last mined, its signed bytes (to broadcast again) and nonce. */
    call: jsonb('call').$type<Record<string, unknown>>(),
    txHash: text('tx_hash'),
    rawTx: text('raw_tx'),
    nonce: integer('nonce'),
    /**
     * A 0-value transfer to the signer at `nonce`, when the node refused the write's own transaction
     * after the nonce was taken (chain-writes/nonce-filler.ts): its bytes while the node has not mined
     * that nonce (the signer's later transactions wait on it), then null; and its hash.
     */
    fillerRawTx: text('filler_raw_tx'),
    fillerTxHash: text('filler_tx_hash'),
    /** Every transaction of this write that was mined, in order. */
    minedTxHashes: text('mined_tx_hashes').array().notNull().default(sql`'{}'::text[]`),
    /** Why it FAILED: the HTTP status, message and field errors its request answers. */
    error: jsonb('error').$type<{ status: number; message: string; errors?: ApiErrorItem[] }>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('chain_writes_idempotency_key').on(t.idempotencyKey).where(sql`${t.status} <> 'FAILED'`),
    uniqueIndex('chain_writes_live_subject_key')
      .on(t.subject)
      .where(sql`${t.status} not in ('DONE', 'FAILED')`),
    // Locks created per business in the last hour (the creation limit).
    index('chain_writes_business_kind_created_idx').on(t.businessId, t.kind, t.createdAt),
    // What a restart resumes.
    index('chain_writes_unfinished_idx').on(t.updatedAt).where(sql`${t.status} not in ('DONE', 'FAILED')`),
    // The nonces the signer lock's holder must sign above (send-call.ts), and the fillers to resume.
    index('chain_writes_held_nonce_idx')
      .on(t.signer, t.nonce)
      .where(sql`${t.status} = 'SENT' or ${t.fillerRawTx} is not null`),
    index('chain_writes_requested_by_id_idx').on(t.requestedById),
    // A purchase's deliveries, finished ones included (the poll, the payment recovery sweep).
    index('chain_writes_subject_idx').on(t.subject, t.id),
  ],
);
