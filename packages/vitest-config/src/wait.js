/**
 * How long a test waits for something the user waits for (a lazy route, a query, a toast). Sized for
 * a 2-core machine under full load, where a lazily compiled module can take seconds; a test that
 * passes finishes as soon as the thing appears, so only a failing test ever waits this long.
 */
export const TEST_WAIT_TIMEOUT_MS = 15_000;

/**
 * The options of every `vi.waitFor` (vitest gives it 1 s and takes no default from the config);
 * `expect.poll` (nodeTestConfig) and Testing Library's findBy* and waitFor (dom-setup.js) get the
 * same limit as their default.
 */
export const TEST_WAIT = { timeout: TEST_WAIT_TIMEOUT_MS };
