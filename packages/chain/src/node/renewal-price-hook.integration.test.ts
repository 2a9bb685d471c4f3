import { type Address, createTestClient, getAddress, type Hex, http, maxUint256, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erc20Abi } from '../abis/erc20-abi.generated.ts';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import { renewalPriceHookAbi } from '../abis/renewal-price-hook-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { toLockExpiration, toLockMaxKeys } from '../lock-params.ts';
import { usdToTokenUnits } from '../usd-units.ts';
import type { RunningAnvil } from './anvil.ts';
import { startChainWithLock } from './chain-with-lock.ts';
import { confirm, publicClientFor, walletClientFor } from './clients.ts';
import { compileTestContract } from './compile-contracts.ts';
import { API_SIGNER_ACCOUNT, LOCAL_ACCOUNTS, type LocalAccount } from './local-accounts.ts';
import { createMembershipLock } from './membership-lock.ts';
import { sendLockCall } from './send-lock-call.ts';
import { mintUsd } from './usd-token.ts';

const DURATION = toLockExpiration(30, 'DAYS');
const holder = LOCAL_ACCOUNTS[2];
const friend = LOCAL_ACCOUNTS[3];
const thiefOwner = LOCAL_ACCOUNTS[4];
const stranger = LOCAL_ACCOUNTS[5];

describe('the renewal price hook: extend charges the renewal price, purchase the key price', () => {
  let anvil: RunningAnvil;
  let deployment: Deployment;
  /** Price 10 USD, renewal 4 USD. */
  let cheaperRenewal: Address;
  /** Price 3 USD, renewal 5 USD. */
  let dearerRenewal: Address;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({
      anvil,
      deployment,
      lock: cheaperRenewal,
      stop,
    } = await startChainWithLock({
      name: 'Cheaper renewal',
      keyPriceUsd: 10,
      renewalPriceUsd: 4,
      expirationDuration: DURATION,
      maxNumberOfKeys: toLockMaxKeys(-1),
    }));
    dearerRenewal = await createMembershipLock({
      rpcUrl: anvil.rpcUrl,
      deployment,
      signerKey: API_SIGNER_ACCOUNT.privateKey,
      name: 'Dearer renewal',
      keyPriceUsd: 3,
      renewalPriceUsd: 5,
      expirationDuration: DURATION,
      maxNumberOfKeys: toLockMaxKeys(-1),
    });
    for (const account of [holder, friend, thiefOwner, stranger]) {
      await mintUsd({ rpcUrl: anvil.rpcUrl, deployment, to: account.address, amountUsd: 1_000 });
    }
  });

  afterAll(async () => {
    await stop?.();
  });

  const client = () => publicClientFor(anvil.rpcUrl);
  const walletOf = (account: LocalAccount) =>
    walletClientFor(anvil.rpcUrl, deployment.chainId, account.privateKey);
  const mined = (hash: Hex) => confirm(client(), hash, deployment);
  const usdOf = (address: Address) =>
    client().readContract({
      address: deployment.usdToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
  const expiryOf = (lock: Address, keyId: bigint) =>
    client().readContract({
      address: lock,
      abi: publicLockAbi,
      functionName: 'keyExpirationTimestampFor',
      args: [keyId],
    });
  const renewalPriceOf = (lock: Address) =>
    client().readContract({
      address: deployment.renewalPriceHook,
      abi: renewalPriceHookAbi,
      functionName: 'renewalPriceOf',
      args: [lock],
    });
  const approve = async (account: LocalAccount, lock: Address) =>
    mined(
      await walletOf(account).writeContract({
        address: deployment.usdToken,
        abi: erc20Abi,
        functionName: 'approve',
        args: [lock, usdToTokenUnits(1_000)],
      }),
    );
  /** What `run` cost `account` in stablecoin units. */
  const costOf = async (account: Address, run: () => Promise<unknown>) => {
    const before = await usdOf(account);
    await run();
    return before - (await usdOf(account));
  };
  const buy = async (account: LocalAccount, lock: Address, value: bigint) => {
    const hash = await walletOf(account).writeContract({
      address: lock,
      abi: publicLockAbi,
      functionName: 'purchase',
      args: [[value], [account.address], [zeroAddress], [account.address], ['0x']],
    });
    await mined(hash);
    return client().readContract({
      address: lock,
      abi: publicLockAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [account.address, 0n],
    });
  };
  const extend = async (account: LocalAccount, lock: Address, keyId: bigint, value: bigint) =>
    mined(
      await walletOf(account).writeContract({
        address: lock,
        abi: publicLockAbi,
        functionName: 'extend',
        args: [value, keyId, zeroAddress, '0x'],
      }),
    );

  it('is both hooks of a lock created with a renewal price, which it holds for the lock', async () => {
    const read = { address: cheaperRenewal, abi: publicLockAbi } as const;
    expect(await client().readContract({ ...read, functionName: 'onKeyPurchaseHook' })).toBe(
      deployment.renewalPriceHook,
    );
    expect(await client().readContract({ ...read, functionName: 'onKeyExtendHook' })).toBe(
      deployment.renewalPriceHook,
    );
    // Closed as before: the lock is still its own cancel hook.
    expect(await client().readContract({ ...read, functionName: 'onKeyCancelHook' })).toBe(cheaperRenewal);
    expect(await renewalPriceOf(cheaperRenewal)).toEqual([true, usdToTokenUnits(4)]);
  });

  it('charges a purchase the key price and the owner’s extend the lower renewal price', async () => {
    await approve(holder, cheaperRenewal);
    await expect(buy(holder, cheaperRenewal, usdToTokenUnits(4))).rejects.toThrow(/INSUFFICIENT_ERC20_VALUE/);
    let keyId = 0n;
    expect(
      await costOf(holder.address, async () => {
        keyId = await buy(holder, cheaperRenewal, usdToTokenUnits(10));
      }),
    ).toBe(usdToTokenUnits(10));
    const before = await expiryOf(cheaperRenewal, keyId);
    expect(
      await costOf(holder.address, () => extend(holder, cheaperRenewal, keyId, usdToTokenUnits(4))),
    ).toBe(usdToTokenUnits(4));
    expect(await expiryOf(cheaperRenewal, keyId)).toBe(before + DURATION);
  });

  it('charges the higher renewal price for extend and refuses the key price for it', async () => {
    await approve(holder, dearerRenewal);
    let keyId = 0n;
    expect(
      await costOf(holder.address, async () => {
        keyId = await buy(holder, dearerRenewal, usdToTokenUnits(3));
      }),
    ).toBe(usdToTokenUnits(3));
    await expect(extend(holder, dearerRenewal, keyId, usdToTokenUnits(3))).rejects.toThrow(
      /INSUFFICIENT_ERC20_VALUE/,
    );
    expect(await costOf(holder.address, () => extend(holder, dearerRenewal, keyId, usdToTokenUnits(5)))).toBe(
      usdToTokenUnits(5),
    );
    // A quote: the key price for someone without a key; none payable for a holder outside extend.
    const quote = (account: LocalAccount) =>
      client().readContract({
        address: dearerRenewal,
        abi: publicLockAbi,
        functionName: 'purchasePriceFor',
        args: [account.address, zeroAddress, '0x'],
      });
    expect(await quote(friend)).toBe(usdToTokenUnits(3));
    expect(await quote(holder)).toBe(maxUint256);
  });

  it('charges someone renewing the owner’s key the renewal price, and extends the owner’s key', async () => {
    await approve(friend, cheaperRenewal);
    const keyId = await client().readContract({
      address: cheaperRenewal,
      abi: publicLockAbi,
      functionName: 'tokenOfOwnerByIndex',
      args: [holder.address, 0n],
    });
    const before = await expiryOf(cheaperRenewal, keyId);
    expect(
      await costOf(friend.address, () => extend(friend, cheaperRenewal, keyId, usdToTokenUnits(4))),
    ).toBe(usdToTokenUnits(4));
    expect(await expiryOf(cheaperRenewal, keyId)).toBe(before + DURATION);
    expect(
      await client().readContract({
        address: cheaperRenewal,
        abi: publicLockAbi,
        functionName: 'ownerOf',
        args: [keyId],
      }),
    ).toBe(holder.address);
  });

  describe('a contract that renews and buys in one transaction', () => {
    let thief: Address;
    let thiefKey: bigint;

    beforeAll(async () => {
      const { abi, bytecode } = await compileTestContract('RenewalThief');
      const deployed = await mined(await walletOf(thiefOwner).deployContract({ abi, bytecode }));
      thief = getAddress(deployed.contractAddress as Address);
      await mintUsd({ rpcUrl: anvil.rpcUrl, deployment, to: thief, amountUsd: 100 });
      await mined(
        await walletOf(thiefOwner).writeContract({
          address: thief,
          abi,
          functionName: 'buy',
          args: [cheaperRenewal, deployment.usdToken, usdToTokenUnits(10)],
        }),
      );
      thiefKey = await client().readContract({
        address: cheaperRenewal,
        abi: publicLockAbi,
        functionName: 'tokenOfOwnerByIndex',
        args: [thief, 0n],
      });
    });

    /** Extends its key paying the renewal price, then buys a key for `recipient` paying `value`. */
    const extendThenBuy = async (recipient: Address, value: bigint) => {
      const { abi } = await compileTestContract('RenewalThief');
      return mined(
        await walletOf(thiefOwner).writeContract({
          address: thief,
          // The lock's errors too, so a revert names them.
          abi: [...abi, ...publicLockAbi.filter((item) => item.type === 'error')],
          functionName: 'extendThenBuy',
          args: [cheaperRenewal, thiefKey, usdToTokenUnits(4), value, recipient],
        }),
      );
    };
    const supply = () =>
      client().readContract({ address: cheaperRenewal, abi: publicLockAbi, functionName: 'totalSupply' });

    it('cannot buy another key at the renewal price, for another recipient or for itself', async () => {
      const balance = await usdOf(thief);
      const keys = await supply();
      await expect(extendThenBuy(stranger.address, usdToTokenUnits(4))).rejects.toThrow(
        /INSUFFICIENT_ERC20_VALUE/,
      );
      await expect(extendThenBuy(thief, usdToTokenUnits(10))).rejects.toThrow(/MAX_KEYS_REACHED/);
      // Nothing of either transaction stayed: no key, no payment.
      expect(await usdOf(thief)).toBe(balance);
      expect(await supply()).toBe(keys);
    });

    it('pays the renewal price for its renewal and the key price for the other recipient’s key', async () => {
      const keys = await supply();
      expect(await costOf(thief, () => extendThenBuy(stranger.address, usdToTokenUnits(10)))).toBe(
        usdToTokenUnits(4 + 10),
      );
      expect(await supply()).toBe(keys + 1n);
    });
  });

  it('refuses a purchase’s additional periods, which would renew at the key price', async () => {
    await approve(stranger, dearerRenewal);
    await expect(
      walletOf(stranger).writeContract({
        address: dearerRenewal,
        abi: [...publicLockAbi, ...renewalPriceHookAbi.filter((item) => item.type === 'error')],
        functionName: 'purchase',
        args: [
          [
            {
              value: usdToTokenUnits(6),
              recipient: stranger.address,
              referrer: zeroAddress,
              protocolReferrer: zeroAddress,
              keyManager: stranger.address,
              data: '0x',
              additionalPeriods: 1n,
            },
          ],
        ],
      }),
    ).rejects.toThrow(/EXTEND_SEPARATELY/);
  });

  it('lets only a lock manager set a lock’s renewal price', async () => {
    await expect(
      walletOf(stranger).writeContract({
        address: deployment.renewalPriceHook,
        abi: renewalPriceHookAbi,
        functionName: 'setRenewalPrice',
        args: [cheaperRenewal, 0n],
      }),
    ).rejects.toThrow(/NOT_LOCK_MANAGER/);
    await sendLockCall(
      { rpcUrl: anvil.rpcUrl, deployment, signerKey: API_SIGNER_ACCOUNT.privateKey },
      { type: 'setRenewalPrice', lock: dearerRenewal, price: '0' },
    );
    // 0 is a price (a free renewal), not "none".
    expect(
      await client().readContract({
        address: deployment.renewalPriceHook,
        abi: renewalPriceHookAbi,
        functionName: 'extendPrice',
        args: [dearerRenewal],
      }),
    ).toBe(0n);
    expect(await renewalPriceOf(cheaperRenewal)).toEqual([true, usdToTokenUnits(4)]);
  });

  // Last: it moves the chain's clock.
  it('refuses Unlock’s renewMembershipFor, which would renew at the key’s recorded price', async () => {
    const member = LOCAL_ACCOUNTS[6];
    await mintUsd({ rpcUrl: anvil.rpcUrl, deployment, to: member.address, amountUsd: 100 });
    await approve(member, cheaperRenewal);
    const keyId = await buy(member, cheaperRenewal, usdToTokenUnits(10));
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    await testClient.increaseTime({ seconds: Number((DURATION * 95n) / 100n) });
    await testClient.mine({ blocks: 1 });

    await expect(
      walletOf(stranger).writeContract({
        address: cheaperRenewal,
        abi: publicLockAbi,
        functionName: 'renewMembershipFor',
        args: [keyId, zeroAddress],
      }),
    ).rejects.toThrow(/LOCK_HAS_CHANGED/);
    // The member still renews with extend, at the renewal price, a key that is still valid.
    const before = await expiryOf(cheaperRenewal, keyId);
    expect(
      await costOf(member.address, () => extend(member, cheaperRenewal, keyId, usdToTokenUnits(4))),
    ).toBe(usdToTokenUnits(4));
    expect(await expiryOf(cheaperRenewal, keyId)).toBe(before + DURATION);
  });
});
