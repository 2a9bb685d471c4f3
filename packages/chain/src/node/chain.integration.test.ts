import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, isAddressEqual, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import type { Deployment } from '../deployment.ts';
import { erc20Abi, publicLockAbi, unlockAbi } from '../index.ts';
import { toLockExpiration, toLockMaxKeys } from '../lock-params.ts';
import { usdToTokenUnits } from '../usd-units.ts';
import { type RunningAnvil, startAnvil } from './anvil.ts';
import { confirm, publicClientFor, walletClientFor } from './clients.ts';
import { deployContracts } from './deploy-contracts.ts';
import { API_SIGNER_ACCOUNT, DEPLOYER_ACCOUNT, LOCAL_ACCOUNTS } from './local-accounts.ts';
import { createMembershipLock, grantKey } from './membership-lock.ts';
import { readEthUsdPrice } from './price-feed.ts';
import { sendLockCall } from './send-lock-call.ts';
import { mintUsd } from './usd-token.ts';

const BUYER = LOCAL_ACCOUNTS[2];
const GRANTEE = LOCAL_ACCOUNTS[3];

describe('local chain with the Unlock protocol', () => {
  let anvil: RunningAnvil;
  let workDir: string;
  let deploymentFile: string;
  let deployment: Deployment;
  let publicClient: ReturnType<typeof publicClientFor>;
  let lock: Address;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'keyclub-chain-'));
    deploymentFile = join(workDir, 'nested', 'deployment.json');
    anvil = await startAnvil({ port: await freePort() });
    publicClient = publicClientFor(anvil.rpcUrl);
    deployment = await deployContracts({ rpcUrl: anvil.rpcUrl, deploymentFile });
  });

  afterAll(async () => {
    await anvil?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('deploys Unlock V14 with the PublicLock V15 template and writes the deployment file', async () => {
    expect(deployment.chainId).toBe(31337);
    expect(JSON.parse(await readFile(deploymentFile, 'utf8'))).toEqual(deployment);
    const unlock = { address: deployment.unlock, abi: unlockAbi } as const;
    expect(await publicClient.readContract({ ...unlock, functionName: 'unlockVersion' })).toBe(14);
    expect(await publicClient.readContract({ ...unlock, functionName: 'owner' })).toBe(
      DEPLOYER_ACCOUNT.address,
    );
    expect(await publicClient.readContract({ ...unlock, functionName: 'publicLockLatestVersion' })).toBe(15);
    expect(await publicClient.readContract({ ...unlock, functionName: 'publicLockAddress' })).toBe(
      deployment.publicLockTemplate,
    );
    const usd = { address: deployment.usdToken, abi: erc20Abi } as const;
    expect(await publicClient.readContract({ ...usd, functionName: 'symbol' })).toBe('USDK');
    expect(await publicClient.readContract({ ...usd, functionName: 'name' })).toBe('Keyclub USD');
    expect(await publicClient.readContract({ ...usd, functionName: 'decimals' })).toBe(6);
  });

  it('returns the recorded deployment on a second run without sending transactions', async () => {
    const blockBefore = await publicClient.getBlockNumber();
    const nonceBefore = await publicClient.getTransactionCount({ address: DEPLOYER_ACCOUNT.address });
    expect(await deployContracts({ rpcUrl: anvil.rpcUrl, deploymentFile })).toEqual(deployment);
    expect(await publicClient.getBlockNumber()).toBe(blockBefore);
    expect(await publicClient.getTransactionCount({ address: DEPLOYER_ACCOUNT.address })).toBe(nonceBefore);
  });

  it('adds the renewal price hook alone to a deployment recorded before it existed', async () => {
    const earlierFile = join(workDir, 'earlier.json');
    const { renewalPriceHook: _none, ...earlier } = deployment;
    await writeFile(earlierFile, JSON.stringify(earlier));
    const upgraded = await deployContracts({ rpcUrl: anvil.rpcUrl, deploymentFile: earlierFile });
    expect(upgraded).toEqual({ ...deployment, renewalPriceHook: upgraded.renewalPriceHook });
    expect(upgraded.renewalPriceHook).not.toBe(deployment.renewalPriceHook);
    expect(await publicClient.getCode({ address: upgraded.renewalPriceHook })).toMatch(/^0x[0-9a-f]+$/);
    expect(JSON.parse(await readFile(earlierFile, 'utf8'))).toEqual(upgraded);
  });

  it('deploys afresh when the file describes another chain', async () => {
    const staleFile = join(workDir, 'stale.json');
    await writeFile(staleFile, JSON.stringify({ ...deployment, chainId: 1 }));
    const fresh = await deployContracts({ rpcUrl: anvil.rpcUrl, deploymentFile: staleFile });
    expect(fresh.chainId).toBe(31337);
    expect(fresh.unlock).not.toBe(deployment.unlock);
    expect(await publicClient.getCode({ address: fresh.unlock })).toMatch(/^0x[0-9a-f]+$/);
  });

  it('creates a membership lock priced in USDK whose manager is the API signer', async () => {
    lock = await createMembershipLock({
      rpcUrl: anvil.rpcUrl,
      deployment,
      signerKey: API_SIGNER_ACCOUNT.privateKey,
      name: 'Gold membership',
      keyPriceUsd: 25.5,
      expirationDuration: toLockExpiration(30, 'DAYS'),
      maxNumberOfKeys: toLockMaxKeys(100),
    });
    const read = { address: lock, abi: publicLockAbi } as const;
    expect(await publicClient.readContract({ ...read, functionName: 'keyPrice' })).toBe(25_500_000n);
    expect(await publicClient.readContract({ ...read, functionName: 'expirationDuration' })).toBe(2_592_000n);
    expect(await publicClient.readContract({ ...read, functionName: 'maxNumberOfKeys' })).toBe(100n);
    expect(await publicClient.readContract({ ...read, functionName: 'tokenAddress' })).toBe(
      deployment.usdToken,
    );
    expect(await publicClient.readContract({ ...read, functionName: 'name' })).toBe('Gold membership');
    expect(await publicClient.readContract({ ...read, functionName: 'publicLockVersion' })).toBe(15);
    expect(
      await publicClient.readContract({
        ...read,
        functionName: 'isLockManager',
        args: [API_SIGNER_ACCOUNT.address],
      }),
    ).toBe(true);
  });

  it('lets a buyer funded with USDK purchase a key', async () => {
    const price = usdToTokenUnits(25.5);
    await mintUsd({ rpcUrl: anvil.rpcUrl, deployment, to: BUYER.address, amountUsd: 100 });
    const usd = { address: deployment.usdToken, abi: erc20Abi } as const;
    expect(
      await publicClient.readContract({ ...usd, functionName: 'balanceOf', args: [BUYER.address] }),
    ).toBe(100_000_000n);
    const lockBalanceBefore = await publicClient.readContract({
      ...usd,
      functionName: 'balanceOf',
      args: [lock],
    });

    const buyer = walletClientFor(anvil.rpcUrl, deployment.chainId, BUYER.privateKey);
    await confirm(
      publicClient,
      await buyer.writeContract({ ...usd, functionName: 'approve', args: [lock, price] }),
      deployment,
    );
    await confirm(
      publicClient,
      await buyer.writeContract({
        address: lock,
        abi: publicLockAbi,
        functionName: 'purchase',
        args: [
          [
            {
              value: price,
              recipient: BUYER.address,
              referrer: zeroAddress,
              protocolReferrer: zeroAddress,
              keyManager: BUYER.address,
              data: '0x',
              additionalPeriods: 0n,
            },
          ],
        ],
      }),
      deployment,
    );

    const read = { address: lock, abi: publicLockAbi } as const;
    expect(
      await publicClient.readContract({ ...read, functionName: 'getHasValidKey', args: [BUYER.address] }),
    ).toBe(true);
    expect(await publicClient.readContract({ ...usd, functionName: 'balanceOf', args: [lock] })).toBe(
      lockBalanceBefore + price,
    );
    expect(
      await publicClient.readContract({ ...usd, functionName: 'balanceOf', args: [BUYER.address] }),
    ).toBe(100_000_000n - price);
  });

  it('lets the API signer grant a key that lasts the lock duration', async () => {
    const read = { address: lock, abi: publicLockAbi } as const;
    expect(
      await publicClient.readContract({ ...read, functionName: 'getHasValidKey', args: [GRANTEE.address] }),
    ).toBe(false);
    const { tokenId, txHash } = await grantKey({
      rpcUrl: anvil.rpcUrl,
      deployment,
      signerKey: API_SIGNER_ACCOUNT.privateKey,
      lock,
      recipient: GRANTEE.address,
    });
    expect(
      await publicClient.readContract({ ...read, functionName: 'getHasValidKey', args: [GRANTEE.address] }),
    ).toBe(true);
    const owner = await publicClient.readContract({ ...read, functionName: 'ownerOf', args: [tokenId] });
    expect(isAddressEqual(owner, GRANTEE.address)).toBe(true);
    const { blockNumber } = await publicClient.getTransactionReceipt({ hash: txHash });
    const { timestamp } = await publicClient.getBlock({ blockNumber });
    const previous = await publicClient.getBlock({ blockNumber: blockNumber - 1n });
    const expiration = await publicClient.readContract({
      ...read,
      functionName: 'keyExpirationTimestampFor',
      args: [tokenId],
    });
    // The default expiration is the latest block's time before the grant plus the duration: the
    // previous block's, seconds before the grant's own block on a busy machine.
    expect(expiration).toBe(previous.timestamp + 2_592_000n);
    expect(expiration).toBeLessThanOrEqual(timestamp + 2_592_000n);
  });

  it('lets the API signer extend a granted key by a duration', async () => {
    const read = { address: lock, abi: publicLockAbi } as const;
    const signer = { rpcUrl: anvil.rpcUrl, deployment, signerKey: API_SIGNER_ACCOUNT.privateKey };
    const { tokenId } = await grantKey({ ...signer, lock, recipient: LOCAL_ACCOUNTS[5].address });
    const before = await publicClient.readContract({
      ...read,
      functionName: 'keyExpirationTimestampFor',
      args: [tokenId],
    });
    const { outcome } = await sendLockCall(signer, {
      type: 'extendKey',
      lock,
      tokenId: tokenId.toString(),
      duration: '86400',
    });
    const after = await publicClient.readContract({
      ...read,
      functionName: 'keyExpirationTimestampFor',
      args: [tokenId],
    });
    expect(after).toBe(before + 86_400n);
    expect(outcome).toEqual({ keyExpiration: after.toString() });
  });

  it('refuses grants from an account that does not manage the lock', async () => {
    await expect(
      grantKey({
        rpcUrl: anvil.rpcUrl,
        deployment,
        signerKey: LOCAL_ACCOUNTS[4].privateKey,
        lock,
        recipient: LOCAL_ACCOUNTS[4].address,
      }),
    ).rejects.toThrow(/ONLY_LOCK_MANAGER_OR_KEY_GRANTER/);
  });

  it('reads the ETH/USD price from the feed', async () => {
    expect(await readEthUsdPrice({ rpcUrl: anvil.rpcUrl, deployment })).toBe(3000);
  });
});
