// JavaScript with types beside it (index.d.ts), not TypeScript: vite loads the packages a
// vitest.config.ts imports with Node itself, which runs no TypeScript on Node 20.
import { fileURLToPath } from 'node:url';

export { TEST_WAIT_TIMEOUT_MS } from './wait.js';

export const testBudget = (ms = 60_000) => ({ testTimeout: ms, hookTimeout: ms });

export const nodeTestConfig = (test = {}, budgetMs = undefined) => ({
  test: { ...testBudget(budgetMs), ...test },
});

export const domTestConfig = nodeTestConfig({
  environment: 'happy-dom',
  setupFiles: [fileURLToPath(new URL('./dom-setup.js', import.meta.url))],
});
