// The vitest settings every package's vitest.config.ts starts from (implemented in index.js). Plain
// object types, not vitest's: the packages resolve vitest with different @types/node, and each one's
// defineConfig checks the result against its own.

type Budget = { testTimeout: number; hookTimeout: number };

export { TEST_WAIT, TEST_WAIT_TIMEOUT_MS } from './wait.js';

/** `expect.poll` waits TEST_WAIT_TIMEOUT_MS unless told otherwise, not vitest's 1 s. */
type Waits = { expect: { poll: { timeout: number } } };

/**
 * The per-test and per-hook budget, 60 s unless given: a loop that takes a second on a quiet core
 * takes many under full load, and vitest's 10 s default for hooks is a second or two of quiet work
 * at load 10. A passing test ends when its work does; the budget only bounds a hung one.
 */
export declare function testBudget(ms?: number): Budget;

/** Tests without a DOM: the budget (`budgetMs`), the waits' limit and the package's own test options. */
export declare function nodeTestConfig<Test extends object = object>(
  test?: Test,
  budgetMs?: number,
): { test: Budget & Waits & Test };

/**
 * Tests that render React: happy-dom, the shared setup (dom-setup.js: cleanup, a findBy* timeout that
 * fits a loaded machine) and the budget.
 */
export declare const domTestConfig: {
  test: Budget & Waits & { environment: 'happy-dom'; setupFiles: string[] };
};

/**
 * A config (nodeTestConfig's or domTestConfig) whose test files share one worker and its module cache
 * instead of one worker per file: for packages whose files share no state (index.js says what is checked).
 */
export declare function sharedWorker<Test extends object>(config: {
  test: Test & { setupFiles?: string[] };
}): { test: Test & { isolate: false; unstubGlobals: true; unstubEnvs: true; setupFiles: string[] } };
