import type { EthPriceReference } from '@keyclub/domain';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';

/** The reference rate from the chain's ETH/USD price feed: USD_TO_ETH_VALUE is the USD price of 1 ETH. */
export async function readEthReference(chain: ChainPort): Promise<EthPriceReference> {
  return { USD_TO_ETH_VALUE: await chain.ethUsdPrice() };
}
