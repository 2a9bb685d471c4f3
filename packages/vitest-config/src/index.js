// JavaScript with types beside it (index.d.ts), not TypeScript: vite loads the packages a
// vitest.config.ts imports with Node itself, which runs no TypeScript on Node 20.
import { fileURLToPath } from 'node:url';

import { TEST_WAIT_TIMEOUT_MS } from './wait.js';

export { TEST_WAIT, TEST_WAIT_TIMEOUT_MS } from './wait.js';

export const testBudget = (ms = 60_000) => ({ testTimeout: ms, hookTimeout: ms });

export const nodeTestConfig = (test = {}, budgetMs = undefined) => ({
  test: { ...testBudget(budgetMs), expect: { poll: { timeout: TEST_WAIT_TIMEOUT_MS } }, ...test },
});

export const domTestConfig = nodeTestConfig({
  environment: 'happy-dom',
  setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url))],
});

/**
 * For a package whose test files share nothing but caches of pure values: its files run one after
 * another in a worker that keeps its module cache (and the DOM environment) instead of a new worker
 * per file, which imported the package's module graph and set up happy-dom again for every file (most
 * of a package's test CPU). Stubbed globals and variables are restored after each test, and a file
 * that leaves fake timers on or elements in the document fails (shared-worker-guard.js). A package
 * whose tests replace modules (`vi.mock`) or keep module state of their own stays isolated.
 */
export const sharedWorker = ({ test }) => ({
  test: {
    ...test,
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    setupFiles: [
      ...(test.setupFiles ?? []),
      fileURLToPath(new URL('./shared-worker-guard.js', import.meta.url)),
    ],
  },
});
