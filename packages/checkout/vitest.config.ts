import { domTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files render with their own providers, clear the session they set and answer the API with mockApi
// (startApi: a new record per test); the buy page's leaving for payment is a spy on location.assign, not
// a vi.mock (docs/performance.md, "Test files sharing a worker"): one worker for all.
export default defineConfig(sharedWorker(domTestConfig));
