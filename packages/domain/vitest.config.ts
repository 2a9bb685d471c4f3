import { nodeTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// Pure functions: the files share nothing but the formatters' cache (docs/performance.md, "Test files
// sharing a worker"), so one worker for all, not a new one per file.
export default defineConfig(sharedWorker(nodeTestConfig()));
