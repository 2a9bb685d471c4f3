import { nodeTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// A DOM for the persisted slices' localStorage, without React's test setup. The setup empties
// localStorage after each test and the files reset the stores before each; a test that reloads a store
// imports it after vi.resetModules (docs/performance.md, "Test files sharing a worker"): one worker for all.
export default defineConfig(
  sharedWorker(nodeTestConfig({ environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'] })),
);
