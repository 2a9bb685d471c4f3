import { domTestConfig, sharedWorker } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The files render with their own providers and answer the API with mockApi, no vi.mock; the lead
// image's loading state lives in <head>, which the DOM setup empties after each test
// (docs/performance.md, "Test files sharing a worker"): one worker for all.
export default defineConfig(sharedWorker(domTestConfig));
