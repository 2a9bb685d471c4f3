import type { EthPriceReference } from '@keyclub/domain';
import type { ChainGateway } from '../../adapters/chain/chain-gateway.ts';

/** The reference rate from the chain's ETH/USD price feed: USD_TO_ETH_VALUE is the USD price of 1 ETH. */
export async function readEthReference(chain: ChainGateway): Promise<EthPriceReference> {
  return { USD_TO_ETH_VALUE: await chain.ethUsdPrice() };
}
