import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Abi, Hex } from 'viem';
import { z } from 'zod';
import {
  chainPackageDir,
  compileCacheDir,
  contractsDir,
  dependencyDir,
  requireFromChain,
} from './package-paths.ts';

const compiledContractSchema = z.object({
  abi: z.array(z.record(z.string(), z.unknown())).transform((abi) => abi as unknown as Abi),
  bytecode: z
    .string()
    .regex(/^0x[0-9a-f]+$/)
    .transform((hex) => hex as Hex),
});

const compiledOutputSchema = z.object({
  KeyclubUsd: compiledContractSchema,
  EthUsdPriceFeed: compiledContractSchema,
  RenewalPriceHook: compiledContractSchema,
});

export type CompiledContracts = z.infer<typeof compiledOutputSchema>;
export type CompiledContract = z.infer<typeof compiledContractSchema>;
type ContractName = keyof CompiledContracts;

const CONTRACT_NAMES: ContractName[] = ['KeyclubUsd', 'EthUsdPriceFeed', 'RenewalPriceHook'];
const OPENZEPPELIN_PREFIX = '@openzeppelin/contracts/';

const solcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.unknown()),
          evm: z.object({ bytecode: z.object({ object: z.string() }) }),
        }),
      ),
    )
    .optional(),
});

function packageVersion(packageName: string): string {
  const manifest: unknown = requireFromChain(`${packageName}/package.json`);
  return z.object({ version: z.string() }).parse(manifest).version;
}

async function solcInput(dir: string) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sol')).sort();
  const sources: Record<string, { content: string }> = {};
  for (const file of files) {
    sources[file] = { content: await readFile(join(dir, file), 'utf8') };
  }
  return {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // Cancun runs on anvil's default hardfork and on every mainnet-like chain.
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
}

function readImport(path: string): { contents: string } | { error: string } {
  if (!path.startsWith(OPENZEPPELIN_PREFIX)) return { error: `Import not found: ${path}` };
  try {
    const file = join(dependencyDir('@openzeppelin/contracts'), path.slice(OPENZEPPELIN_PREFIX.length));
    return { contents: readFileSync(file, 'utf8') };
  } catch (error) {
    return { error: `Cannot read ${path}: ${String(error)}` };
  }
}

/** Each named contract (in NAME.sol) of the compiled input: its ABI and bytecode. */
async function runSolc(input: object, names: readonly string[]): Promise<Record<string, unknown>> {
  // solc-js is a large WASM bundle: load it only on a cache miss.
  const { default: solc } = await import('solc');
  const output = solcOutputSchema.parse(
    JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })),
  );
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `Solidity compilation failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`,
    );
  }
  const compiled: Record<string, unknown> = {};
  for (const name of names) {
    const contract = output.contracts?.[`${name}.sol`]?.[name];
    if (!contract) throw new Error(`Compiler output has no contract ${name}`);
    compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  }
  return compiled;
}

/**
 * Compiles contracts/*.sol with solc-js, cached by a hash of the sources, settings and compiler and
 * OpenZeppelin versions, so only the first deploy after a change pays the compile time.
 */
export async function compileContracts(): Promise<CompiledContracts> {
  return compiledOutputSchema.parse(await compileCached(contractsDir, CONTRACT_NAMES));
}

/** A contract of test-contracts/ (NAME.sol), which only tests deploy (an attacker, say). */
export async function compileTestContract(name: string): Promise<CompiledContract> {
  const compiled = await compileCached(join(chainPackageDir, 'test-contracts'), [name]);
  return compiledContractSchema.parse(compiled[name]);
}

async function compileCached(dir: string, names: readonly string[]): Promise<Record<string, unknown>> {
  const input = await solcInput(dir);
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        input,
        names,
        solc: packageVersion('solc'),
        oz: packageVersion('@openzeppelin/contracts'),
      }),
    )
    .digest('hex')
    .slice(0, 16);
  const cacheFile = join(compileCacheDir, `${hash}.json`);
  try {
    const cached: Record<string, unknown> = JSON.parse(await readFile(cacheFile, 'utf8'));
    if (names.every((name) => name in cached)) return cached;
  } catch {
    // No usable cache entry: compile below.
  }
  const compiled = await runSolc(input, names);
  await mkdir(compileCacheDir, { recursive: true });
  // Write then rename so a concurrent reader never sees a half-written file; a name of its own per
  // call, since two compiles of one set in one process (a cold cache) would rename the same file twice.
  const temporaryFile = `${cacheFile}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporaryFile, JSON.stringify(compiled));
  await rename(temporaryFile, cacheFile);
  return compiled;
}
