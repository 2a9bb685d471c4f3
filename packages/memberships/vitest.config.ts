import { domTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files render with their own providers and answer the API with mockApi; the lead image's loading
// state lives in <head>, which the DOM setup empties after each test; the one vi.mock
// (membership-form-validation) only watches a module load and passed after files that loaded it
// (docs/performance.md, "Test files sharing a worker"): one worker for all.
export default defineConfig(sharedWorker(domTestConfig));
