import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Address } from 'viem';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import type { Deployment } from '../deployment.ts';
import { type RunningAnvil, startAnvil } from './anvil.ts';
import { deployContracts } from './deploy-contracts.ts';
import { API_SIGNER_ACCOUNT } from './local-accounts.ts';
import { type CreateMembershipLockOptions, createMembershipLock } from './membership-lock.ts';

export type ChainWithLock = {
  anvil: RunningAnvil;
  deployment: Deployment;
  lock: Address;
  stop: () => Promise<void>;
};

/**
 * A chain of its own (anvil, the Unlock contracts deployed) with one membership lock the API signer
 * created, for integration tests; `stop` ends the chain and removes its files.
 */
export async function startChainWithLock(
  lock: Omit<CreateMembershipLockOptions, 'rpcUrl' | 'deployment' | 'signerKey'>,
): Promise<ChainWithLock> {
  const workDir = await mkdtemp(join(tmpdir(), 'keyclub-chain-with-lock-'));
  const anvil = await startAnvil({ port: await freePort() });
  const deployment = await deployContracts({
    rpcUrl: anvil.rpcUrl,
    deploymentFile: join(workDir, 'deployment.json'),
  });
  const address = await createMembershipLock({
    ...lock,
    rpcUrl: anvil.rpcUrl,
    deployment,
    signerKey: API_SIGNER_ACCOUNT.privateKey,
  });
  const stop = async () => {
    await anvil.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  return { anvil, deployment, lock: address, stop };
}
