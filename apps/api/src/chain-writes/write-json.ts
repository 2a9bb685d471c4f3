import { CHAIN_WRITE_PENDING_MESSAGE, type ChainWrite } from '@keyclub/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../http/errors.ts';
import type { ChainWriteRow } from './chain-write-kind.ts';

const publicStatus = (write: ChainWriteRow): ChainWrite['status'] =>
  write.status === 'DONE' || write.status === 'FAILED' ? write.status : 'PENDING';

/** The token a finished write created or changed (`result.tokenId`), if any. */
export const tokenIdOf = (write: ChainWriteRow): number | null =>
  typeof write.result.tokenId === 'number' ? write.result.tokenId : null;

/** A write as the client sees it (internal steps are all PENDING). */
export function chainWriteJson(write: ChainWriteRow): ChainWrite {
  const status = publicStatus(write);
  return {
    id: write.id,
    kind: write.kind,
    status,
    tx_hash: write.txHash,
    token_id: status === 'DONE' ? tokenIdOf(write) : null,
    message:
      status === 'FAILED'
        ? (write.error?.message ?? null)
        : status === 'PENDING'
          ? CHAIN_WRITE_PENDING_MESSAGE
          : null,
  };
}

/**
 * What a request that recorded (or replayed) a write answers: a FAILED write throws the error it
 * failed with (its request answers that status and text); otherwise DONE or still PENDING.
 */
export function settledOutcome(write: ChainWriteRow): 'DONE' | 'PENDING' {
  if (write.status === 'FAILED') {
    const error = write.error ?? { status: 500, message: 'The change could not be saved.' };
    throw new HttpError(error.status as ContentfulStatusCode, error.message, error.errors);
  }
  return write.status === 'DONE' ? 'DONE' : 'PENDING';
}
