import { readFileSync } from 'node:fs';
import { deploymentSchema } from '@keyclub/chain';
import { mintUsd } from '@keyclub/chain/node';
import { createTestClient, type Hex, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { deploymentFile } from './global-setup.ts';
import { chainRpcUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

/** A new key holding ETH for fees and `usd` of the deployment's stablecoin on the e2e chain. */
export const fundedWalletKey = setUpStep(
  'a funded wallet',
  async function fundedWalletKey(usd: number): Promise<Hex> {
    const key = generatePrivateKey();
    const { address } = privateKeyToAccount(key);
    const deployment = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
    await createTestClient({ mode: 'anvil', transport: http(chainRpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    });
    await mintUsd({ rpcUrl: chainRpcUrl, deployment, to: address, amountUsd: usd });
    return key;
  },
);
