import { domTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files render with their own providers, reset the stores they set and answer the API with mockApi;
// the server render and connectApiClient point the client at TEST_API_URL each time (docs/performance.md,
// "Test files sharing a worker"): one worker for all, which imports Chakra once, not once per file.
export default defineConfig(sharedWorker(domTestConfig));
