import { nodeTestConfig } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  // The integration test starts anvil and deploys the Unlock contracts: twice the usual budget.
  nodeTestConfig({ include: ['src/**/*.test.ts'], environment: 'node' }, 120_000),
);
