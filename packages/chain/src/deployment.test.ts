import { describe, expect, it } from 'vitest';
import { deploymentSchema } from './deployment.ts';

const valid = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  unlock: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  publicLockTemplate: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  usdToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  usdTokenDecimals: 6,
  ethUsdPriceFeed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  renewalPriceHook: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
};

describe('deploymentSchema', () => {
  it('accepts a deployment file', () => {
    expect(deploymentSchema.parse(valid)).toEqual(valid);
  });

  it('rejects a malformed address', () => {
    expect(deploymentSchema.safeParse({ ...valid, unlock: '0x1234' }).success).toBe(false);
  });

  it('rejects a stablecoin with other decimals', () => {
    expect(deploymentSchema.safeParse({ ...valid, usdTokenDecimals: 18 }).success).toBe(false);
  });

  it('rejects a missing contract', () => {
    const { ethUsdPriceFeed: _omitted, ...withoutFeed } = valid;
    expect(deploymentSchema.safeParse(withoutFeed).success).toBe(false);
  });
});
