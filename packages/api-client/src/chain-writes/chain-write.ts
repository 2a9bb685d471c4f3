import type { ChainWrite } from '@keyclub/domain';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';

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
export async function waitForChainWrite(first: ChainWrite): Promise<number> {
  const deadline = Date.now() + CHAIN_WRITE_WAIT_MS;
  let write = first;
  while (write.status === 'PENDING' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, CHAIN_WRITE_POLL_MS));
    write = await fetchChainWrite(write.id);
  }
  if (write.status !== 'DONE' || write.token_id === null) throw new ChainWriteError(write);
  return write.token_id;
}
