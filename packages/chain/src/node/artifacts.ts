import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Abi, type Hex, isHex } from 'viem';
import { z } from 'zod';
import { dependencyDir } from './package-paths.ts';

const hardhatArtifactSchema = z.object({
  abi: z.array(z.record(z.string(), z.unknown())).transform((abi) => abi as unknown as Abi),
  bytecode: z.custom<Hex>((value) => typeof value === 'string' && isHex(value) && value.length > 2),
});

export type Artifact = z.infer<typeof hardhatArtifactSchema>;

function readArtifact(packageName: string, relativePath: string): Artifact {
  const file = join(dependencyDir(packageName), relativePath);
  return hardhatArtifactSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export const unlockArtifact = () =>
  readArtifact('@unlock-protocol/contracts', 'dist/abis/Unlock/UnlockV14.json');

export const publicLockArtifact = () =>
  readArtifact('@unlock-protocol/contracts', 'dist/abis/PublicLock/PublicLockV15.json');

export const erc1967ProxyArtifact = () =>
  readArtifact('@openzeppelin/contracts', 'build/contracts/ERC1967Proxy.json');

/** The PublicLock version number the template registers under in Unlock. */
export const PUBLIC_LOCK_VERSION = 15;
