import { domTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files render with their own providers and answer the API with mockApi (reset after each test),
// no vi.mock (docs/performance.md, "Test files sharing a worker"): one worker for all.
export default defineConfig(sharedWorker(domTestConfig));
