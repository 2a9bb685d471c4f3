import type { Address, Hex } from 'viem';
import { erc20Abi } from '../abis/erc20-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { usdToTokenUnits } from '../usd-units.ts';
import { confirm, publicClientFor, walletClientFor } from './clients.ts';
import { DEPLOYER_ACCOUNT } from './local-accounts.ts';

/** Mints USDK to an address (signed by the token owner, local account 0), e.g. to fund test buyers. */
export async function mintUsd(options: {
  rpcUrl: string;
  deployment: Deployment;
  to: Address;
  amountUsd: number;
}): Promise<{ txHash: Hex }> {
  const publicClient = publicClientFor(options.rpcUrl);
  const walletClient = walletClientFor(
    options.rpcUrl,
    options.deployment.chainId,
    DEPLOYER_ACCOUNT.privateKey,
  );
  const receipt = await confirm(
    publicClient,
    await walletClient.writeContract({
      address: options.deployment.usdToken,
      abi: erc20Abi,
      functionName: 'mint',
      args: [options.to, usdToTokenUnits(options.amountUsd)],
    }),
    options.deployment,
  );
  return { txHash: receipt.transactionHash };
}
