import { setTimeout as delay } from 'node:timers/promises';
import { ChainUnavailableError } from '../adapters/chain/chain-port.ts';

/**
 * How long the seed keeps asking a chain that does not answer in time: long enough for a loaded
 * machine. The seed's first chain reads run while the API is still starting (migrations, the first
 * jobs): at load 20-40 that work held answers past the chain port's 3 s timeout though anvil
 * answered curl in milliseconds, and the e2e stack failed to start six times in a row; three tries
 * (9 s) were not always enough either.
 */
export const START_DEADLINE_MS = 120_000;
/** The pause between two tries. */
export const START_RETRY_PAUSE_MS = 500;

/**
 * `read`, asked again while the chain is unavailable (no answer in time, or no connection) until
 * `deadlineMs` has passed since the first try; an answer the node refused is not asked again. The
 * error after the deadline says what was asked, how long and how many times.
 */
export async function askAgainOnStart<T>(
  what: string,
  read: () => Promise<T>,
  { deadlineMs = START_DEADLINE_MS, pauseMs = START_RETRY_PAUSE_MS, now = Date.now } = {},
): Promise<T> {
  const started = now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ChainUnavailableError)) throw error;
      if (now() - started >= deadlineMs) {
        throw new Error(
          `${what}: no answer from the chain within ${Math.round(deadlineMs / 1000)} s (${attempt} tries)`,
          { cause: error },
        );
      }
      await delay(pauseMs);
    }
  }
}
