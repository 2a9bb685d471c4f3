import { inject } from 'vitest';
import './provided-context.ts';

export type RunChain = ReturnType<typeof inject<'chains'>>[number];

/**
 * This test file's chain: the run starts one per worker slot (VITEST_POOL_ID, 1 to maxWorkers), so
 * files running side by side never share a signer's nonces or a chain's state.
 */
export function runChain(): RunChain {
  const chains = inject('chains');
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  const chain = chains[slot - 1];
  if (!chain)
    throw new Error(`No chain for worker ${slot}: the run started ${chains.length} (global-setup.ts)`);
  return chain;
}
