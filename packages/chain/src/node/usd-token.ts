import { type Address, type Hex, maxUint256 } from 'viem';
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

/**
 * Lets `spender` (the API signer) pay crypto resale shares out of the local platform treasury
 * (local account 0, the API's default PLATFORM_TREASURY_ADDRESS outside production): approves it
 * for every USDK unit unless it already may spend some. In production the treasury's owner gives
 * this allowance (docs/decisions/payouts.md).
 */
export async function allowTreasuryPayouts(options: {
  rpcUrl: string;
  deployment: Deployment;
  spender: Address;
}): Promise<void> {
  const publicClient = publicClientFor(options.rpcUrl);
  const allowance = await publicClient.readContract({
    address: options.deployment.usdToken,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [DEPLOYER_ACCOUNT.address, options.spender],
  });
  if (allowance > 0n) return;
  const walletClient = walletClientFor(
    options.rpcUrl,
    options.deployment.chainId,
    DEPLOYER_ACCOUNT.privateKey,
  );
  await confirm(
    publicClient,
    await walletClient.writeContract({
      address: options.deployment.usdToken,
      abi: erc20Abi,
      functionName: 'approve',
      args: [options.spender, maxUint256],
    }),
    options.deployment,
  );
}
