import type { Abi } from 'viem';
import { publicLockArtifact, unlockArtifact } from './artifacts.ts';
import { compileContracts } from './compile-contracts.ts';

/** Where each exported ABI comes from: the Unlock package artifacts and our compiled contracts. */
export async function abiSources(): Promise<Record<string, { exportName: string; abi: Abi }>> {
  const compiled = await compileContracts();
  return {
    'unlock-abi': { exportName: 'unlockAbi', abi: unlockArtifact().abi },
    'public-lock-abi': { exportName: 'publicLockAbi', abi: publicLockArtifact().abi },
    'erc20-abi': { exportName: 'erc20Abi', abi: compiled.KeyclubUsd.abi },
    'price-feed-abi': { exportName: 'priceFeedAbi', abi: compiled.EthUsdPriceFeed.abi },
    'renewal-price-hook-abi': { exportName: 'renewalPriceHookAbi', abi: compiled.RenewalPriceHook.abi },
  };
}
