import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const requireFromChain = createRequire(import.meta.url);

/** packages/chain, whatever the current working directory. */
export const chainPackageDir = fileURLToPath(new URL('../../', import.meta.url));

export const contractsDir = join(chainPackageDir, 'contracts');

export const compileCacheDir = join(chainPackageDir, 'node_modules', '.cache', 'keyclub-chain');

/** Root folder of an installed dependency of this package. */
export function dependencyDir(packageName: string): string {
  return dirname(requireFromChain.resolve(`${packageName}/package.json`));
}
