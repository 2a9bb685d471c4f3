import { nodeTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// Each integration file starts its own anvil on a free port and stops it; no file keeps module state
// or replaces a module (docs/performance.md, "Test files sharing a worker"): one worker for all, which
// loads viem once. The integration tests deploy the Unlock contracts: twice the usual budget.
export default defineConfig(
  sharedWorker(nodeTestConfig({ include: ['src/**/*.test.ts'], environment: 'node' }, 120_000)),
);
