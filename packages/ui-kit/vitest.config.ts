import { domTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files render with their own providers and leave no state (docs/performance.md, "Test files
// sharing a worker"): one worker for all, not a new one per file.
export default defineConfig(sharedWorker(domTestConfig));
