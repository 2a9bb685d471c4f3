import { erc20Abi, publicLockAbi } from '@keyclub/chain';
import { mintUsd } from '@keyclub/chain/node';
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { wallets } from '../../../../db/schema/index.ts';
import type { ForkedChain } from '../../../../testing/forked-chain.ts';
import type { TestApp } from '../../../../testing/test-app.ts';

/**
 * A buyer's own wallet on the fork, funded with ETH and stablecoin, paying locks itself as the
 * wallet package does (approve, then purchase or extend), optionally linked to a user.
 */
export async function walletBuyer(t: TestApp, fork: ForkedChain) {
  const account = privateKeyToAccount(generatePrivateKey());
  const deployment = await t.deps.chain.deployment();
  await fork.client.setBalance({ address: account.address, value: parseEther('10') });
  await mintUsd({ rpcUrl: fork.rpcUrl, deployment, to: account.address, amountUsd: 1000 });
  const client = createWalletClient({
    account,
    chain: {
      id: deployment.chainId,
      name: 'fork',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [fork.rpcUrl] } },
    },
    transport: http(fork.rpcUrl),
  });
  const mined = async (hash: Hex) => {
    const receipt = await fork.client.waitForTransactionReceipt({ hash });
    return receipt;
  };
  /** Sends a call of `lock` and answers its hash and the key it minted to this wallet, if any. */
  const callLock = async (lock: Address, functionName: string, args: unknown[]) => {
    const hash = await client.writeContract({
      address: lock,
      abi: publicLockAbi,
      functionName,
      args,
    } as never);
    const receipt = await mined(hash);
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
    const minted = parseEventLogs({ abi: publicLockAbi, eventName: 'Transfer', logs: receipt.logs }).find(
      (log) => isAddressEqual(log.args.from, zeroAddress) && isAddressEqual(log.args.to, account.address),
    );
    return { hash, keyId: minted?.args.tokenId ?? null };
  };
  const approve = async (lock: Address) => {
    const price = await fork.client.readContract({
      address: lock,
      abi: publicLockAbi,
      functionName: 'keyPrice',
    });
    await mined(
      await client.writeContract({
        address: deployment.usdToken,
        abi: erc20Abi,
        functionName: 'approve',
        args: [lock, price],
      }),
    );
    return price;
  };

  return {
    address: account.address,
    /** Links the address to `userId` as a verified wallet (the SIWE flow has tests of its own). */
    linkTo: (userId: number) =>
      t.deps.db.insert(wallets).values({ userId, address: account.address, verifiedAt: new Date() }),
    approve,
    /** Sends a purchase of a key of `lock` (the stablecoin approved already) without waiting for it. */
    sendPurchase: async (lock: Address) =>
      client.writeContract({
        address: lock,
        abi: publicLockAbi,
        functionName: 'purchase',
        args: [
          [await fork.client.readContract({ address: lock, abi: publicLockAbi, functionName: 'keyPrice' })],
          [account.address],
          [zeroAddress],
          [account.address],
          ['0x'],
        ],
        // Fixed, so nothing is estimated against a pool the test holds back.
        gas: 800_000n,
      }),
    /** Buys a key of `lock`: the mined purchase transaction and the key id it minted. */
    async buy(lock: Address) {
      const price = await approve(lock);
      const hash = await client.writeContract({
        address: lock,
        abi: publicLockAbi,
        functionName: 'purchase',
        args: [[price], [account.address], [zeroAddress], [account.address], ['0x']],
      });
      const receipt = await mined(hash);
      const [minted] = parseEventLogs({
        abi: publicLockAbi,
        eventName: 'Transfer',
        logs: receipt.logs,
      }).filter((log) => isAddressEqual(log.args.to, account.address));
      if (!minted) throw new Error('The purchase minted no key');
      return { hash, keyId: minted.args.tokenId };
    },
    /** Extends key `keyId` of `lock` by one period. */
    async extend(lock: Address, keyId: bigint) {
      const price = await approve(lock);
      const hash = await client.writeContract({
        address: lock,
        abi: publicLockAbi,
        functionName: 'extend',
        args: [price, keyId, zeroAddress, '0x'],
      });
      await mined(hash);
      return { hash };
    },
    /** Gives key `keyId` of `lock` to `to` (a sale or gift outside Keyclub). */
    async transfer(lock: Address, to: Address, keyId: bigint) {
      await mined(
        await client.writeContract({
          address: lock,
          abi: publicLockAbi,
          functionName: 'transferFrom',
          args: [account.address, to, keyId],
        }),
      );
    },
    /** Approves `to` to move (or share) key `keyId` of `lock`. */
    approveKey: (lock: Address, to: Address, keyId: bigint) => callLock(lock, 'approve', [to, keyId]),
    /** Splits `seconds` off key `keyId` of `lock` (approved for it) into a new key of its own, unpaid. */
    shareKey: (lock: Address, keyId: bigint, seconds: bigint) =>
      callLock(lock, 'shareKey', [account.address, keyId, seconds]),
    /** As a key granter of `lock`: a key of its own for nothing. */
    grantSelf: (lock: Address, expiresAt: bigint) =>
      callLock(lock, 'grantKeys', [[account.address], [expiresAt], [account.address]]),
    /** As a key granter of `lock`: key `keyId` extended for nothing. */
    grantExtension: (lock: Address, keyId: bigint, seconds: bigint) =>
      callLock(lock, 'grantKeyExtension', [keyId, seconds]),
    /** Sends `units` of the stablecoin to `to` (a resale payment) and waits for it. */
    async payUsd(to: Address, units: bigint) {
      const hash = await client.writeContract({
        address: deployment.usdToken,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, units],
      });
      await mined(hash);
      return hash;
    },
    /** A purchase without the stablecoin approved: mined, and reverted. */
    async failedPurchase(lock: Address) {
      const price = await fork.client.readContract({
        address: lock,
        abi: publicLockAbi,
        functionName: 'keyPrice',
      });
      const hash = await client.writeContract({
        address: lock,
        abi: publicLockAbi,
        functionName: 'purchase',
        args: [[price], [account.address], [zeroAddress], [account.address], ['0x']],
        gas: 800_000n,
      });
      const receipt = await mined(hash);
      if (receipt.status !== 'reverted') throw new Error('The purchase without approval did not revert');
      return { hash };
    },
  };
}
