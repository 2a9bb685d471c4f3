import { nodeTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files read the repository's sources and change nothing (docs/performance.md, "Test files sharing
// a worker"): one worker for all, not a new one per file.
export default defineConfig(sharedWorker(nodeTestConfig()));
