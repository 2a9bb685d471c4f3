import type { Logger } from 'pino';
import type { ChainCall, ChainPort } from '../adapters/chain/chain-port.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import type { PaymentsPort } from '../adapters/payments/payments-port.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import type { chainWrites } from '../db/schema/index.ts';

export type ChainWriteRow = typeof chainWrites.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A write's payload as its kind recorded it (JSON in the row; the kind names its type). */
export const payloadOf = <T>(write: ChainWriteRow) => write.payload as T;

/** What the writes and their kinds work with. */
export type ChainWriteDeps = {
  db: Database;
  chain: ChainPort;
  storage: Storage;
  logger: Logger;
  /** A card purchase whose grant failed is refunded by its kind. */
  payments: PaymentsPort;
  /** Mails a finished write announces (a purchase to its buyer and business). */
  mailer: Mailer;
};

/** A write to record inside the caller's transaction (see ChainWrites.record). */
export type NewChainWrite = {
  kind: string;
  payload: Record<string, unknown>;
  /** At most one unfinished write per subject. */
  subject?: string | undefined;
  businessId?: number | undefined;
  requestedById?: number | undefined;
  idempotency?: { key: string; requestHash: string } | undefined;
};

/** The engine as a kind sees it when it has to compensate (record and drive another write). */
export type ChainWriteStarter = {
  record(tx: Tx, write: NewChainWrite): Promise<ChainWriteRow | null>;
  drive(id: number): Promise<void>;
};

/**
 * What one kind of write does (`membership.create`, `membership.update`; later the checkout's
 * grants, extensions and transfers). The engine (chain-writes.ts) records, sends, waits and retries;
 * the kind says what to send and what it means.
 */
export type ChainWriteKind = {
  /**
   * The next transaction, or null when the chain is where the write wants it. Called before each
   * send, after the previous transaction of the write mined (its outcome is in `write.result`).
   */
  nextCall(deps: ChainWriteDeps, write: ChainWriteRow): Promise<ChainCall | null>;
  /**
   * Writes what the mined transactions mean into the kind's tables, inside the short finishing
   * transaction; returns what to add to `result`. A throw fails the write (then `abandon`).
   */
  finish(tx: Tx, deps: ChainWriteDeps, write: ChainWriteRow): Promise<Record<string, unknown>>;
  /**
   * After the finishing transaction committed, once, by the driver that finished it (mails): best
   * effort, logged on failure and never retried.
   */
  afterFinish?(deps: ChainWriteDeps, write: ChainWriteRow): Promise<void>;
  /**
   * After the write FAILED: removes what recording it stored (uploaded files) and compensates on chain
   * when an earlier transaction of it mined (`write.minedTxHashes`). Best effort, logged on failure.
   */
  abandon(deps: ChainWriteDeps, write: ChainWriteRow, writes: ChainWriteStarter): Promise<void>;
  /**
   * Whether `call`, worked out by nextCall before the send, is still what the write wants, asked with
   * the database alone inside the send's signing transaction (under the signer lock, so whatever
   * commits after this read is signed after it, with a later nonce). False puts the write back to
   * PENDING, unsigned, for nextCall to work the call out again (a pause committed in between: the
   * sales-lock rule, modules/tokens/sales-lock.ts).
   */
  stillWanted?(tx: Tx, write: ChainWriteRow, call: ChainCall): Promise<boolean>;
  /**
   * Whether a send interrupted before its hash was recorded may be sent again: true only for calls
   * that converge (a lock sync reads the chain first); a creation could otherwise happen twice. A
   * function decides by the write as recorded (a creation's later steps converge once it mined).
   */
  resendable: boolean | ((write: ChainWriteRow) => boolean);
};
