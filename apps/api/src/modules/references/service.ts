import type { EthPriceReference } from '@keyclub/domain';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import { sharedReading } from '../../adapters/chain/shared-reading.ts';

/**
 * How old the ETH/USD reading may be when GET /references/usd/prices/eth answers with it: every
 * marketplace page and membership detail asks for it on its first load, and the rate only turns
 * USD prices into the "≈ ETH" text (no payment is priced by it). A price feed moves at most once a
 * block (about 12 s on Ethereum), so readers arriving within 10 s share one read of the node.
 */
export const ETH_PRICE_MAX_AGE_MS = 10_000;

const ethUsdPrice = sharedReading(ETH_PRICE_MAX_AGE_MS, (chain: ChainPort) => chain.ethUsdPrice());

/** The reference rate from the chain's ETH/USD price feed: USD_TO_ETH_VALUE is the USD price of 1 ETH. */
export async function readEthReference(chain: ChainPort): Promise<EthPriceReference> {
  return { USD_TO_ETH_VALUE: await ethUsdPrice(chain) };
}
