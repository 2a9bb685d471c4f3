import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Address, encodeFunctionData, getAddress, type Hex, parseUnits } from 'viem';
import { erc20Abi } from '../abis/erc20-abi.generated.ts';
import { priceFeedAbi } from '../abis/price-feed-abi.generated.ts';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import { renewalPriceHookAbi } from '../abis/renewal-price-hook-abi.generated.ts';
import { unlockAbi } from '../abis/unlock-abi.generated.ts';
import { type Deployment, deploymentSchema } from '../deployment.ts';
import { USD_TOKEN_DECIMALS } from '../usd-units.ts';
import {
  erc1967ProxyArtifact,
  PUBLIC_LOCK_VERSION,
  publicLockArtifact,
  unlockArtifact,
} from './artifacts.ts';
import { confirm, publicClientFor, walletClientFor } from './clients.ts';
import { compileContracts } from './compile-contracts.ts';
import { API_SIGNER_ACCOUNT, DEPLOYER_ACCOUNT } from './local-accounts.ts';
import { allowTreasuryPayouts } from './usd-token.ts';

export type DeployContractsOptions = { rpcUrl: string; deploymentFile: string; ethUsdPrice?: number };

const PRICE_FEED_DECIMALS = 8;

type PublicClient = ReturnType<typeof publicClientFor>;

/** A deployment file written before the renewal price hook existed has no address for it. */
type RecordedDeployment = Omit<Deployment, 'renewalPriceHook'> & { renewalPriceHook?: Address | undefined };

async function readExistingDeployment(file: string): Promise<RecordedDeployment | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = deploymentSchema.partial({ renewalPriceHook: true }).safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : undefined;
}

async function isLiveOn(
  publicClient: PublicClient,
  chainId: number,
  deployment: RecordedDeployment,
): Promise<boolean> {
  if (deployment.chainId !== chainId) return false;
  const addresses = [
    deployment.unlock,
    deployment.publicLockTemplate,
    deployment.usdToken,
    deployment.ethUsdPriceFeed,
    ...(deployment.renewalPriceHook ? [deployment.renewalPriceHook] : []),
  ];
  const codes = await Promise.all(addresses.map((address) => publicClient.getCode({ address })));
  return codes.every((code) => code !== undefined && code !== '0x');
}

async function writeDeployment(file: string, deployment: Deployment): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // A name of its own per call: two writes at once in one process must not rename one file twice.
  const temporaryFile = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporaryFile, `${JSON.stringify(deployment, null, 2)}\n`);
  await rename(temporaryFile, file);
}

/**
 * Deploys Unlock V14 (behind an ERC1967 proxy), the PublicLock V15 template, the USDK stablecoin, the
 * ETH/USD feed and the locks' renewal price hook, and writes their addresses to deploymentFile.
 * Idempotent: when that file describes contracts that exist on this chain, nothing is sent and the
 * file's addresses are returned (a file from before the hook gets the hook alone deployed). The
 * local treasury (account 0) lets the API signer (account 1) pay crypto resale shares from it.
 */
export async function deployContracts(options: DeployContractsOptions): Promise<Deployment> {
  const deployment = await deployOrReuse(options);
  await allowTreasuryPayouts({ rpcUrl: options.rpcUrl, deployment, spender: API_SIGNER_ACCOUNT.address });
  return deployment;
}

async function deployOrReuse(options: DeployContractsOptions): Promise<Deployment> {
  const publicClient = publicClientFor(options.rpcUrl);
  const chainId = await publicClient.getChainId();

  const walletClient = walletClientFor(options.rpcUrl, chainId, DEPLOYER_ACCOUNT.privateKey);
  const deployed = async (hash: Hex): Promise<Address> => {
    const { contractAddress } = await confirm(publicClient, hash, { chainId });
    if (!contractAddress) throw new Error(`Deployment transaction ${hash} created no contract`);
    return getAddress(contractAddress);
  };
  const deployHook = async () =>
    deployed(
      await walletClient.deployContract({
        abi: renewalPriceHookAbi,
        bytecode: (await compileContracts()).RenewalPriceHook.bytecode,
      }),
    );

  const existing = await readExistingDeployment(options.deploymentFile);
  if (existing && (await isLiveOn(publicClient, chainId, existing))) {
    const { renewalPriceHook } = existing;
    if (renewalPriceHook && existing.rpcUrl === options.rpcUrl) return { ...existing, renewalPriceHook };
    // Same chain reached through another URL (e.g. a new port), or recorded before the renewal price
    // hook existed: keep the addresses, record the URL and the hook (deployed now).
    const current = {
      ...existing,
      rpcUrl: options.rpcUrl,
      renewalPriceHook: renewalPriceHook ?? (await deployHook()),
    };
    await writeDeployment(options.deploymentFile, current);
    return current;
  }

  const owner = DEPLOYER_ACCOUNT.address;
  const compiled = await compileContracts();

  const usdToken = await deployed(
    await walletClient.deployContract({
      abi: erc20Abi,
      bytecode: compiled.KeyclubUsd.bytecode,
      args: [owner],
    }),
  );
  const initialAnswer = parseUnits(String(options.ethUsdPrice ?? 3000), PRICE_FEED_DECIMALS);
  const ethUsdPriceFeed = await deployed(
    await walletClient.deployContract({
      abi: priceFeedAbi,
      bytecode: compiled.EthUsdPriceFeed.bytecode,
      args: [owner, initialAnswer],
    }),
  );

  const unlockImplementation = await deployed(
    await walletClient.deployContract({ abi: unlockAbi, bytecode: unlockArtifact().bytecode }),
  );
  // Unlock is built for a proxy: its initializer runs through the proxy constructor (a bare Unlock
  // is already initialized and rejects initialize).
  const proxy = erc1967ProxyArtifact();
  const unlock = await deployed(
    await walletClient.deployContract({
      abi: proxy.abi,
      bytecode: proxy.bytecode,
      args: [
        unlockImplementation,
        encodeFunctionData({ abi: unlockAbi, functionName: 'initialize', args: [owner] }),
      ],
    }),
  );

  const publicLockTemplate = await deployed(
    await walletClient.deployContract({ abi: publicLockAbi, bytecode: publicLockArtifact().bytecode }),
  );
  await confirm(
    publicClient,
    await walletClient.writeContract({
      address: unlock,
      abi: unlockAbi,
      functionName: 'addLockTemplate',
      args: [publicLockTemplate, PUBLIC_LOCK_VERSION],
    }),
    { chainId },
  );
  await confirm(
    publicClient,
    await walletClient.writeContract({
      address: unlock,
      abi: unlockAbi,
      functionName: 'setLockTemplate',
      args: [publicLockTemplate],
    }),
    { chainId },
  );

  // Deployed last, so the other contracts keep the addresses they had before it existed.
  const renewalPriceHook = await deployHook();

  const deployment: Deployment = {
    chainId,
    rpcUrl: options.rpcUrl,
    unlock,
    publicLockTemplate,
    usdToken,
    usdTokenDecimals: USD_TOKEN_DECIMALS,
    ethUsdPriceFeed,
    renewalPriceHook,
  };
  await writeDeployment(options.deploymentFile, deployment);
  return deployment;
}
