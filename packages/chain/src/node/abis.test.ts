import { describe, expect, it } from 'vitest';
import { erc20Abi, priceFeedAbi, publicLockAbi, renewalPriceHookAbi, unlockAbi } from '../index.ts';
import { abiSources } from './abi-sources.ts';

describe('exported ABIs', () => {
  it('match the Unlock artifacts and the compiled contracts (else run pnpm generate:abis)', async () => {
    const sources = await abiSources();
    expect(unlockAbi).toEqual(sources['unlock-abi']?.abi);
    expect(publicLockAbi).toEqual(sources['public-lock-abi']?.abi);
    expect(erc20Abi).toEqual(sources['erc20-abi']?.abi);
    expect(priceFeedAbi).toEqual(sources['price-feed-abi']?.abi);
    expect(renewalPriceHookAbi).toEqual(sources['renewal-price-hook-abi']?.abi);
  });
});
