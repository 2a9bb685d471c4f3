import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Hex } from 'viem';
import {
  type ChainCall,
  ChainRefusedError,
  ChainUnavailableError,
  type PreparedCall,
  type SignedCall,
} from '../adapters/chain/chain-port.ts';
import { chainWrites } from '../db/schema/index.ts';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../http/errors.ts';
import type {
  ChainWriteDeps,
  ChainWriteKind,
  ChainWriteRow,
  ChainWriteStarter,
  NewChainWrite,
  Tx,
} from './chain-write-kind.ts';
import { fillRefusedNonce, resumeFillers } from './nonce-filler.ts';
import { signUnderSignerLock } from './send-call.ts';

export type ChainWritesOptions = {
  /** How long a request waits for its write before answering it pending (202). */
  answerWithinMs?: number;
  /** How long one driver polls for a receipt before leaving the write SENT for the next sweep. */
  receiptTimeoutMs?: number;
  /** A SENDING write older than this was interrupted; STALE_SEND_MS unless set. */
  staleSendMs?: number;
};

export type ChainWrites = ChainWriteStarter & {
  answerWithinMs: number;
  /** The write's row, or undefined. */
  find(id: number): Promise<ChainWriteRow | undefined>;
  /** Drives the write and answers its row once DONE or FAILED, or as it is after `withinMs`. */
  settle(id: number, withinMs?: number): Promise<ChainWriteRow>;
  /**
   * Drives every unfinished write that this process does not drive yet, and hands over again the
   * nonce fillers still waiting; answers how many.
   */
  resume(): Promise<number>;
  /** Stops waiting (writes stay as recorded, for the next start); the resume job is stopped first. */
  stop(): Promise<void>;
};

/**
 * A write never takes more transactions than this (a creation is six: the lock, the three that close
 * it to its holders and the two that price its renewal; a sync two); a runaway kind is stopped.
 */
const MAX_TRANSACTIONS = 6;
/**
 * A driver's steps are a send and a receipt per transaction, and the last read: 2 × 6 + 1 for a
 * creation, with no room left for a send that did not become a transaction (its nonce taken by
 * another transaction, its call no longer wanted at signing), each of which costs a step. One such
 * send in a creation ended the driver before its last step, and the request answered 202 in seconds
 * (parallel creations in the rehearsals of c2e2c7a and 2b6f2a1). This much room for them; the
 * resume job drives on a write that needs more.
 */
const RESEND_STEPS = 8;
/** A SENDING write older than this was cut off mid-send (a send takes seconds); production's value. */
export const STALE_SEND_MS = 2 * 60_000;
export const INTERRUPTED_MESSAGE =
  'Saving was interrupted before the blockchain confirmed it, so nothing was saved. Try again.';

const UNFINISHED = ['PENDING', 'SENDING', 'SENT'] as const;

/** The status and text a failed write answers with. */
function answerFor(error: unknown): NonNullable<ChainWriteRow['error']> {
  return error instanceof HttpError
    ? { status: error.status, message: error.message, errors: error.errors }
    : { status: 500, message: GENERIC_ERROR_MESSAGE };
}

/**
 * The one mechanism for the API signer's transactions. A write is recorded (in the caller's
 * transaction, with what it is for) before anything is sent; then each step is a short database
 * write with a status check (PENDING → SENDING → SENT → PENDING/DONE), so two drivers — the request,
 * a sweep, another API process — never send or finish it twice. The receipt is awaited with no
 * database transaction open. See docs/architecture.md ("Chain writes").
 */
export function createChainWrites(
  deps: ChainWriteDeps,
  kinds: Record<string, ChainWriteKind>,
  options: ChainWritesOptions = {},
): ChainWrites {
  const answerWithinMs = options.answerWithinMs ?? 15_000;
  const receiptTimeoutMs = options.receiptTimeoutMs ?? 10 * 60_000;
  const staleSendMs = options.staleSendMs ?? STALE_SEND_MS;
  const { db, logger } = deps;
  const driving = new Map<number, Promise<void>>();
  const stopping = new AbortController();

  const find = async (id: number) => (await db.select().from(chainWrites).where(eq(chainWrites.id, id)))[0];

  const kindOf = (write: ChainWriteRow): ChainWriteKind => {
    const kind = kinds[write.kind];
    if (!kind) throw new Error(`No chain write kind ${write.kind}`);
    return kind;
  };

  const record = async (tx: Tx, write: NewChainWrite): Promise<ChainWriteRow | null> => {
    const [row] = await tx
      .insert(chainWrites)
      .values({
        kind: write.kind,
        payload: write.payload,
        subject: write.subject,
        businessId: write.businessId,
        requestedById: write.requestedById,
        idempotencyKey: write.idempotency?.key,
        requestHash: write.idempotency?.requestHash,
        signer: deps.chain.signer,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  };

  /** FAILED (unless already finished), then the kind's clean-up. */
  async function fail(write: ChainWriteRow, error: unknown): Promise<void> {
    const answer = answerFor(error);
    if (answer.status >= 500) {
      logger.error({ err: error, write: write.id, kind: write.kind }, 'chain write failed');
    }
    const [failed] = await db
      .update(chainWrites)
      .set({ status: 'FAILED', error: answer })
      .where(and(eq(chainWrites.id, write.id), notInArray(chainWrites.status, ['DONE', 'FAILED'])))
      .returning();
    if (!failed) return;
    try {
      await kindOf(failed).abandon(deps, failed, { record, drive });
    } catch (cleanupError) {
      logger.error({ err: cleanupError, write: write.id }, 'cleaning up after a failed chain write failed');
    }
  }

  /**
   * prepare (outside any transaction) → SENDING → phase 1: the kind's stillWanted, nonce, signature and SENT with the bytes,
   * under the signer lock → phase 2: the hand-over, outside any transaction (see handOver).
   */
  async function send(write: ChainWriteRow, call: ChainCall): Promise<void> {
    let prepared: PreparedCall;
    try {
      prepared = await deps.chain.prepare(call);
    } catch (error) {
      await fail(write, error);
      return;
    }
    const [claimed] = await db
      .update(chainWrites)
      .set({ status: 'SENDING', call })
      .where(and(eq(chainWrites.id, write.id), eq(chainWrites.status, 'PENDING')))
      .returning();
    if (!claimed) return;
    let signed: SignedCall | null;
    try {
      signed = await signUnderSignerLock(deps, prepared, async (tx, signed) => {
        const { stillWanted } = kindOf(claimed);
        if (stillWanted && !(await stillWanted(tx, claimed, call))) {
          await tx
            .update(chainWrites)
            .set({ status: 'PENDING' })
            .where(and(eq(chainWrites.id, write.id), eq(chainWrites.status, 'SENDING')));
          return false;
        }
        const [sent] = await tx
          .update(chainWrites)
          .set({ status: 'SENT', txHash: signed.hash, rawTx: signed.raw, nonce: signed.nonce })
          .where(and(eq(chainWrites.id, write.id), eq(chainWrites.status, 'SENDING')))
          .returning({ id: chainWrites.id });
        return sent !== undefined;
      });
    } catch (error) {
      // Rolled back: no nonce was taken and nothing was sent.
      await fail(claimed, error);
      return;
    }
    if (signed) await handOver(claimed, signed);
  }

  /**
   * Phase 2: the recorded bytes to the node. Unreachable: the node may have them; the receipt wait
   * and the resume job's hand-over of the same bytes settle it. Refused with its nonce used by
   * another transaction: these bytes can never mine, so the write is sent again with a new nonce.
   * Refused for good: the nonce is filled (nonce-filler.ts), and the write FAILED.
   */
  async function handOver(write: ChainWriteRow, signed: SignedCall): Promise<void> {
    try {
      await deps.chain.broadcast(signed.raw);
      return;
    } catch (error) {
      if (error instanceof ChainUnavailableError) {
        logger.warn({ err: error, hash: signed.hash }, 'transaction may not have reached the node');
        return;
      }
      if (!(error instanceof ChainRefusedError)) throw error;
      // Another process's resume may have handed over the same bytes already: then they stay SENT
      // for the receipt wait. A node that cannot say throws, and the write stays SENT for the sweep.
      if ((await deps.chain.readTransaction(signed.hash)).state !== 'unknown') return;
      if (error.nonceUsed) {
        await db
          .update(chainWrites)
          .set({ status: 'PENDING' })
          .where(
            and(
              eq(chainWrites.id, write.id),
              eq(chainWrites.status, 'SENT'),
              eq(chainWrites.txHash, signed.hash),
            ),
          );
        return;
      }
      await fillRefusedNonce(deps, write, signed);
      await fail(write, error);
    }
  }

  /**
   * Waits for the write's transaction outside any database transaction. A driver that found it in
   * flight (after a restart) first hands the same bytes to the node again, in case they were lost
   * (refused, see the catch).
   * Answers whether it mined; unmined, it stays SENT for the next sweep.
   */
  async function confirm(write: ChainWriteRow, foundInFlight: boolean): Promise<boolean> {
    const call = write.call as ChainCall;
    const hash = write.txHash as Hex;
    if (foundInFlight && write.rawTx) {
      try {
        await deps.chain.broadcast(write.rawTx as Hex);
      } catch (error) {
        // Refused, and the node knows nothing of the hash (a node that cannot say throws: still SENT).
        // "Nonce too low": another transaction took the nonce, this one never mines. Refused for
        // good: its nonce is filled, so the signer's later transactions mine.
        if (
          error instanceof ChainRefusedError &&
          (await deps.chain.readTransaction(hash)).state === 'unknown'
        ) {
          if (!error.nonceUsed) {
            await fillRefusedNonce(deps, write, {
              hash,
              raw: write.rawTx as Hex,
              nonce: write.nonce as number,
            });
          }
          await fail(write, error);
          return false;
        }
      }
    }
    const mined = await deps.chain.waitForReceipt(call, hash, {
      timeoutMs: receiptTimeoutMs,
      signal: stopping.signal,
    });
    if (!mined) {
      if (!stopping.signal.aborted) logger.warn({ write: write.id, hash }, 'chain write not mined yet');
      return false;
    }
    if (mined.reverted) {
      await fail(write, new ChainRefusedError(new Error(`Transaction ${hash} reverted`)));
      return false;
    }
    await db
      .update(chainWrites)
      .set({
        status: 'PENDING',
        result: { ...write.result, ...mined.outcome },
        minedTxHashes: [...write.minedTxHashes, hash],
      })
      .where(and(eq(chainWrites.id, write.id), eq(chainWrites.status, 'SENT'), eq(chainWrites.txHash, hash)));
    return true;
  }

  /** The kind's rows and DONE in one short transaction holding the write's row lock. */
  async function finish(write: ChainWriteRow): Promise<void> {
    let done: ChainWriteRow | undefined;
    try {
      done = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(chainWrites).where(eq(chainWrites.id, write.id)).for('update');
        if (row?.status !== 'PENDING') return undefined;
        const added = await kindOf(row).finish(tx, deps, row);
        const [finished] = await tx
          .update(chainWrites)
          .set({ status: 'DONE', result: { ...row.result, ...added } })
          .where(eq(chainWrites.id, row.id))
          .returning();
        return finished;
      });
    } catch (error) {
      await fail(write, error);
      return;
    }
    if (!done) return;
    try {
      await kindOf(done).afterFinish?.(deps, done);
    } catch (error) {
      logger.error({ err: error, write: done.id }, 'the follow-up of a finished chain write failed');
    }
  }

  async function run(id: number): Promise<void> {
    let foundInFlight = true;
    for (let step = 0; step <= 2 * MAX_TRANSACTIONS + RESEND_STEPS && !stopping.signal.aborted; step++) {
      const write = await find(id);
      if (!write || write.status === 'DONE' || write.status === 'FAILED') return;
      if (write.status === 'SENDING') {
        // Someone is sending right now, or a send was cut off before its hash was recorded.
        if (Date.now() - write.updatedAt.getTime() < staleSendMs) return;
        const { resendable } = kindOf(write);
        if (!(typeof resendable === 'function' ? resendable(write) : resendable)) {
          await fail(write, new HttpError(503, INTERRUPTED_MESSAGE));
          return;
        }
        await db
          .update(chainWrites)
          .set({ status: 'PENDING' })
          .where(and(eq(chainWrites.id, id), eq(chainWrites.status, 'SENDING')));
      } else if (write.status === 'SENT') {
        if (!(await confirm(write, foundInFlight))) return;
      } else {
        let call: ChainCall | null;
        try {
          call = await kindOf(write).nextCall(deps, write);
        } catch (error) {
          await fail(write, error);
          return;
        }
        if (!call) {
          await finish(write);
          return;
        }
        if (write.minedTxHashes.length >= MAX_TRANSACTIONS) {
          await fail(
            write,
            new Error(`Chain write ${id} still needs a transaction after ${MAX_TRANSACTIONS}`),
          );
          return;
        }
        await send(write, call);
      }
      foundInFlight = false;
    }
  }

  function drive(id: number): Promise<void> {
    const current = driving.get(id);
    if (current) return current;
    const started = run(id)
      .catch((error: unknown) => logger.error({ err: error, write: id }, 'driving a chain write failed'))
      .finally(() => driving.delete(id));
    driving.set(id, started);
    return started;
  }

  async function settle(id: number, withinMs = answerWithinMs): Promise<ChainWriteRow> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      drive(id),
      new Promise((resolve) => {
        timer = setTimeout(resolve, withinMs);
      }),
    ]);
    clearTimeout(timer);
    const write = await find(id);
    if (!write) throw new Error(`Chain write ${id} vanished`);
    return write;
  }

  async function resume(): Promise<number> {
    const unfinished = await db
      .select({ id: chainWrites.id })
      .from(chainWrites)
      .where(inArray(chainWrites.status, [...UNFINISHED]));
    const ids = unfinished.map((row) => row.id).filter((id) => !driving.has(id));
    for (const id of ids) void drive(id);
    return ids.length + (await resumeFillers(deps));
  }

  return {
    answerWithinMs,
    record,
    drive,
    find,
    settle,
    resume,
    async stop() {
      stopping.abort();
      await Promise.all(driving.values());
    },
  };
}
