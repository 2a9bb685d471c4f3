import { publicLockAbi } from '@keyclub/chain';
import { type Address, createWalletClient, http, keccak256, toBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ForkedChain } from '../../../../testing/forked-chain.ts';
import type { TestApp } from '../../../../testing/test-app.ts';

/**
 * The API signer, lock manager of every lock it created, changing a lock's settings on the fork
 * directly (the chain writes engine reads its nonce from the node, so a test calling between its
 * writes does not disturb them).
 */
export async function lockManager(t: TestApp, fork: ForkedChain) {
  const { chainId } = await t.deps.chain.deployment();
  const client = createWalletClient({
    account: privateKeyToAccount(t.deps.env.apiSignerPrivateKey),
    chain: {
      id: chainId,
      name: 'fork',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [fork.rpcUrl] } },
    },
    transport: http(fork.rpcUrl),
  });
  const call = async (lock: Address, functionName: string, args: unknown[]) => {
    const hash = await client.writeContract({
      address: lock,
      abi: publicLockAbi,
      functionName,
      args,
    } as never);
    const receipt = await fork.client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
  };
  return {
    /** Lets holders share and transfer keys for free, whatever the lock was created with. */
    allowSharing: (lock: Address) => call(lock, 'updateTransferFee', [0n]),
    /** Makes `wallet` a key granter of `lock`: it may then grant keys and extensions for nothing. */
    addKeyGranter: (lock: Address, wallet: Address) =>
      call(lock, 'grantRole', [keccak256(toBytes('KEY_GRANTER')), wallet]),
  };
}
