import { formatUnits } from 'viem';
import { priceFeedAbi } from '../abis/price-feed-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { publicClientFor } from './clients.ts';

/** USD per 1 ETH from the deployment's Chainlink-style feed. */
export async function readEthUsdPrice(options: { rpcUrl: string; deployment: Deployment }): Promise<number> {
  const publicClient = publicClientFor(options.rpcUrl);
  const feed = { address: options.deployment.ethUsdPriceFeed, abi: priceFeedAbi } as const;
  const [decimals, [, answer]] = await Promise.all([
    publicClient.readContract({ ...feed, functionName: 'decimals' }),
    publicClient.readContract({ ...feed, functionName: 'latestRoundData' }),
  ]);
  return Number(formatUnits(answer, decimals));
}
