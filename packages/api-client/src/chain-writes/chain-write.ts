import type { ChainWrite } from '@keyclub/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { pollUntil } from '../polling/poll-until.ts';

/** How often a save answered 202 asks whether the blockchain has confirmed it. */
export const CHAIN_WRITE_POLL_MS = 1_000;
/** After this long the save is still being confirmed: the form stops waiting (the server does not). */
export const CHAIN_WRITE_WAIT_MS = 10 * 60_000;

/** A save the blockchain refused after it was accepted (202), or that is still not confirmed. */
export class ChainWriteError extends Error {
  constructor(readonly write: ChainWrite) {
    super(write.message ?? 'The change could not be saved.');
    this.name = 'ChainWriteError';
  }
}

/** GET /chain-writes/{id} */
export async function fetchChainWrite(id: number): Promise<ChainWrite> {
  return (await api.get(`chain-writes/${id}`).json<DataAnswer<ChainWrite>>()).data;
}

/**
 * Polls a write answered 202 until the chain confirmed it (DONE, its token id) or it failed; a
 * FAILED write, or one still pending after CHAIN_WRITE_WAIT_MS, throws ChainWriteError.
 */
export async function waitForChainWrite(queryClient: QueryClient, first: ChainWrite): Promise<number> {
  const deadline = Date.now() + CHAIN_WRITE_WAIT_MS;
  const write = await pollUntil(queryClient, {
    queryKey: ['chain-writes', first.id],
    queryFn: () => fetchChainWrite(first.id),
    settled: (answer) => answer.status !== 'PENDING',
    intervalMs: CHAIN_WRITE_POLL_MS,
    keepAsking: () => Date.now() < deadline,
    first,
  });
  if (write.status !== 'DONE' || write.token_id === null) throw new ChainWriteError(write);
  return write.token_id;
}
