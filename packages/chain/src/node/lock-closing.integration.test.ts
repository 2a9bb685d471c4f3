import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { FULL_BASIS_POINTS } from '../lock-closing.ts';
import { toLockExpiration, toLockMaxKeys } from '../lock-params.ts';
import type { RunningAnvil } from './anvil.ts';
import { startChainWithLock } from './chain-with-lock.ts';
import { publicClientFor, walletClientFor } from './clients.ts';
import { API_SIGNER_ACCOUNT, LOCAL_ACCOUNTS } from './local-accounts.ts';
import { grantKey } from './membership-lock.ts';
import { sendLockCall } from './send-lock-call.ts';

const holder = LOCAL_ACCOUNTS[2];
const friend = LOCAL_ACCOUNTS[3];

describe('a membership lock is closed to its holders', () => {
  let anvil: RunningAnvil;
  let deployment: Deployment;
  let lock: Address;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ anvil, deployment, lock, stop } = await startChainWithLock({
      name: 'Closed club',
      keyPriceUsd: 150,
      expirationDuration: toLockExpiration(30, 'DAYS'),
      maxNumberOfKeys: toLockMaxKeys(2),
    }));
  });

  afterAll(async () => {
    await stop?.();
  });

  const read = () => ({ address: lock, abi: publicLockAbi }) as const;
  /** A key its holder manages, as a wallet purchase leaves it: granted, then handed to the holder. */
  const heldKey = async () => {
    const signer = { rpcUrl: anvil.rpcUrl, deployment, signerKey: API_SIGNER_ACCOUNT.privateKey };
    const { tokenId } = await grantKey({ ...signer, lock, recipient: holder.address });
    await sendLockCall(signer, {
      type: 'setKeyManager',
      lock,
      tokenId: tokenId.toString(),
      manager: holder.address,
    });
    return tokenId;
  };
  const asHolder = () => walletClientFor(anvil.rpcUrl, deployment.chainId, holder.privateKey);

  it('is created with a 100 % transfer fee, no refund and the lock as its own cancel hook', async () => {
    const client = publicClientFor(anvil.rpcUrl);
    expect(await client.readContract({ ...read(), functionName: 'transferFeeBasisPoints' })).toBe(
      FULL_BASIS_POINTS,
    );
    expect(await client.readContract({ ...read(), functionName: 'refundPenaltyBasisPoints' })).toBe(
      FULL_BASIS_POINTS,
    );
    expect(await client.readContract({ ...read(), functionName: 'freeTrialLength' })).toBe(0n);
    expect(await client.readContract({ ...read(), functionName: 'onKeyCancelHook' })).toBe(lock);
  });

  it('refuses a holder who shares, transfers or cancels a key; the lock manager still transfers it', async () => {
    const client = publicClientFor(anvil.rpcUrl);
    const keyId = await heldKey();
    const wallet = asHolder();
    await expect(
      wallet.writeContract({ ...read(), functionName: 'shareKey', args: [friend.address, keyId, 1n] }),
    ).rejects.toThrow(/KEY_TRANSFERS_DISABLED/);
    await expect(
      wallet.writeContract({
        ...read(),
        functionName: 'transferFrom',
        args: [holder.address, friend.address, keyId],
      }),
    ).rejects.toThrow(/KEY_TRANSFERS_DISABLED/);
    await expect(
      wallet.writeContract({ ...read(), functionName: 'cancelAndRefund', args: [keyId] }),
    ).rejects.toThrow(/reverted/);
    expect(await client.readContract({ ...read(), functionName: 'isValidKey', args: [keyId] })).toBe(true);
    expect(await client.readContract({ ...read(), functionName: 'totalSupply' })).toBe(1n);

    await sendLockCall(
      { rpcUrl: anvil.rpcUrl, deployment, signerKey: API_SIGNER_ACCOUNT.privateKey },
      { type: 'transferKey', lock, from: holder.address, to: friend.address, tokenId: keyId.toString() },
    );
    expect(await client.readContract({ ...read(), functionName: 'ownerOf', args: [keyId] })).toBe(
      friend.address,
    );
  });

  it('lets the lock manager expire a key (a refunded copy’s) where expireAndRefundFor reverts on the cancel hook', async () => {
    const client = publicClientFor(anvil.rpcUrl);
    const signer = { rpcUrl: anvil.rpcUrl, deployment, signerKey: API_SIGNER_ACCOUNT.privateKey };
    const thief = LOCAL_ACCOUNTS[4].address;
    const { tokenId } = await grantKey({ ...signer, lock, recipient: thief });
    const asSigner = walletClientFor(anvil.rpcUrl, deployment.chainId, API_SIGNER_ACCOUNT.privateKey);
    await expect(
      asSigner.writeContract({ ...read(), functionName: 'expireAndRefundFor', args: [tokenId, 0n] }),
    ).rejects.toThrow(/reverted/);
    expect(await client.readContract({ ...read(), functionName: 'getHasValidKey', args: [thief] })).toBe(
      true,
    );

    const { timestamp } = await client.getBlock();
    const { outcome } = await sendLockCall(signer, {
      type: 'expireKey',
      lock,
      tokenId: tokenId.toString(),
      expiration: timestamp.toString(),
    });
    expect(outcome).toEqual({ keyExpiration: timestamp.toString() });
    expect(await client.readContract({ ...read(), functionName: 'getHasValidKey', args: [thief] })).toBe(
      false,
    );
    expect(
      await client.readContract({ ...read(), functionName: 'keyExpirationTimestampFor', args: [tokenId] }),
    ).toBe(timestamp);
    // The holder keeps the (expired) key: it still reads as theirs.
    expect(await client.readContract({ ...read(), functionName: 'ownerOf', args: [tokenId] })).toBe(thief);
  });
});
