import { nodeTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files configure the client in their own hooks and answer the API with mockApi (one MSW server per
// worker, src/testing/mock-api.ts), so one worker for all (docs/performance.md, "Test files sharing a
// worker"); the budget leaves room for TEST_WAIT_TIMEOUT_MS waits (error texts are read asynchronously).
export default defineConfig(sharedWorker(nodeTestConfig()));
