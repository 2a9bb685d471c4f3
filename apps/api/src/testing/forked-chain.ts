import { readFile } from 'node:fs/promises';
import { deploymentSchema } from '@keyclub/chain';
import { startAnvil } from '@keyclub/chain/node';
import { type Address, createTestClient, http, publicActions } from 'viem';
import { freePort } from './free-port.ts';
import { runChain } from './run-chain.ts';

let forks = 0;

export type ForkedChain = Awaited<ReturnType<typeof startForkedChain>>;

/**
 * A private anvil forked from this file's run chain (same contracts, same deployment file), whose mining a
 * test may switch off to keep transactions pending until it mines them by hand.
 */
export async function startForkedChain() {
  const shared = runChain();
  const anvil = await startAnvil({ port: await freePort(), forkUrl: shared.rpcUrl });
  const client = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl), cacheTime: 0 }).extend(
    publicActions,
  );
  // Forks of one state would create their locks at the same addresses (Unlock deploys them with
  // CREATE): a nonce of its own for Unlock keeps a fork's locks apart from the run chain's and others'.
  const { unlock } = deploymentSchema.parse(JSON.parse(await readFile(shared.deploymentFile, 'utf8')));
  await client.setNonce({ address: unlock, nonce: 1_000_000 * ++forks });
  return {
    rpcUrl: anvil.rpcUrl,
    client,
    /** Transactions wait in the pool until mine(); on again, each is mined as it arrives. */
    setAutomine: (enabled: boolean) => client.setAutomine(enabled),
    mine: () => client.mine({ blocks: 1 }),
    pendingTransactions: async () => (await client.getTxpoolStatus()).pending,
    /** Transactions of `address` mined so far. */
    minedNonce: (address: Address) => client.getTransactionCount({ address, blockTag: 'latest' }),
    stop: () => anvil.stop(),
  };
}
