import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import { sharedReading } from '../../adapters/chain/shared-reading.ts';

/**
 * How old a chain reading may be when a health check answers with it. Checks arriving together
 * (a load balancer's and a monitor's, or a burst) share one block-number read instead of each
 * waiting on the node; a chain that stops answering is reported within this bound (plus the read's
 * own timeout while the node hangs).
 */
export const CHAIN_READING_MAX_AGE_MS = 1_000;

/**
 * Whether the chain answers, from a block-number read started at most CHAIN_READING_MAX_AGE_MS ago.
 * Not state another process needs: each API process reports its own connection to the node.
 */
export const chainAnswers = sharedReading(CHAIN_READING_MAX_AGE_MS, (chain: ChainPort) =>
  chain.blockNumber().then(
    () => true,
    () => false,
  ),
);
