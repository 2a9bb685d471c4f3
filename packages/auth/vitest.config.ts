import { domTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files render with their own providers, reset the session they set and answer the API with
// mockApi, no vi.mock (docs/performance.md, "Test files sharing a worker"): one worker for all.
export default defineConfig(sharedWorker(domTestConfig));
