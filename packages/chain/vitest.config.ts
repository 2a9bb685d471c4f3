import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The integration test starts anvil and deploys the Unlock contracts.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
