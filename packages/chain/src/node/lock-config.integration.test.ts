import { type Address, createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { toLockExpiration, toLockMaxKeys, UNLIMITED } from '../lock-params.ts';
import type { RunningAnvil } from './anvil.ts';
import { startChainWithLock } from './chain-with-lock.ts';
import { API_SIGNER_ACCOUNT, LOCAL_ACCOUNTS } from './local-accounts.ts';
import { readMembershipLock, setMembershipLockName, updateMembershipLockConfig } from './lock-config.ts';
import { grantKey } from './membership-lock.ts';

describe('membership lock configuration', () => {
  let anvil: RunningAnvil;
  let deployment: Deployment;
  let lock: Address;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ anvil, deployment, lock, stop } = await startChainWithLock({
      name: 'Brunch club',
      keyPriceUsd: 12.34,
      expirationDuration: toLockExpiration(7, 'DAYS'),
      maxNumberOfKeys: toLockMaxKeys(10),
    }));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('reads what the lock was created with', async () => {
    expect(await readMembershipLock({ rpcUrl: anvil.rpcUrl, lock })).toEqual({
      name: 'Brunch club',
      keyPrice: 12_340_000n,
      tokenAddress: deployment.usdToken,
      expirationDuration: 604_800n,
      maxNumberOfKeys: 10n,
      maxKeysPerAddress: 1n,
      totalSupply: 0n,
    });
  });

  it('updates duration and key limit, keeping price and per-address limit', async () => {
    await grantKey({
      rpcUrl: anvil.rpcUrl,
      deployment,
      signerKey: API_SIGNER_ACCOUNT.privateKey,
      lock,
      recipient: LOCAL_ACCOUNTS[5].address,
    });
    await updateMembershipLockConfig({
      rpcUrl: anvil.rpcUrl,
      deployment,
      signerKey: API_SIGNER_ACCOUNT.privateKey,
      lock,
      expirationDuration: toLockExpiration(12, 'HOURS'),
      maxNumberOfKeys: UNLIMITED,
    });
    const state = await readMembershipLock({ rpcUrl: anvil.rpcUrl, lock });
    expect(state.expirationDuration).toBe(43_200n);
    expect(state.maxNumberOfKeys).toBe(UNLIMITED);
    expect(state.keyPrice).toBe(12_340_000n);
    expect(state.maxKeysPerAddress).toBe(1n);
    expect(state.totalSupply).toBe(1n);
  });

  it('renames the lock, keeping its symbol and token URI', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const read = { address: lock, abi: publicLockAbi } as const;
    const symbol = await client.readContract({ ...read, functionName: 'symbol' });
    const baseUri = await client.readContract({ ...read, functionName: 'tokenURI', args: [0n] });
    await setMembershipLockName({
      rpcUrl: anvil.rpcUrl,
      deployment,
      signerKey: API_SIGNER_ACCOUNT.privateKey,
      lock,
      name: 'Brunch club deluxe',
    });
    expect((await readMembershipLock({ rpcUrl: anvil.rpcUrl, lock })).name).toBe('Brunch club deluxe');
    expect(await client.readContract({ ...read, functionName: 'symbol' })).toBe(symbol);
    expect(await client.readContract({ ...read, functionName: 'tokenURI', args: [0n] })).toBe(baseUri);
  });

  it('refuses an account that does not manage the lock', async () => {
    await expect(
      updateMembershipLockConfig({
        rpcUrl: anvil.rpcUrl,
        deployment,
        signerKey: LOCAL_ACCOUNTS[6].privateKey,
        lock,
        expirationDuration: UNLIMITED,
        maxNumberOfKeys: 5n,
      }),
    ).rejects.toThrow(/ONLY_LOCK_MANAGER/);
    await expect(
      setMembershipLockName({
        rpcUrl: anvil.rpcUrl,
        deployment,
        signerKey: LOCAL_ACCOUNTS[6].privateKey,
        lock,
        name: 'Taken over',
      }),
    ).rejects.toThrow(/ONLY_LOCK_MANAGER/);
  });
});
