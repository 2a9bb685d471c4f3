import type { ChainPort } from '../../adapters/chain/chain-port.ts';

/**
 * How old a chain reading may be when a health check answers with it. Checks arriving together
 * (a load balancer's and a monitor's, or a burst) share one block-number read instead of each
 * waiting on the node; a chain that stops answering is reported within this bound (plus the read's
 * own timeout while the node hangs).
 */
export const CHAIN_READING_MAX_AGE_MS = 1_000;

type Reading = { startedAt: number; answers: Promise<boolean> };

// Per chain port, so an app over another chain (a test's dead one) reads its own. Not state another
// process needs: each API process reports its own connection to the node.
const readings = new WeakMap<ChainPort, Reading>();

/** Whether the chain answers, from a block-number read started at most CHAIN_READING_MAX_AGE_MS ago. */
export function chainAnswers(chain: ChainPort): Promise<boolean> {
  const now = performance.now();
  const last = readings.get(chain);
  if (last && now - last.startedAt < CHAIN_READING_MAX_AGE_MS) return last.answers;
  const answers = chain.blockNumber().then(
    () => true,
    () => false,
  );
  readings.set(chain, { startedAt: now, answers });
  return answers;
}
