/**
 * The API tests' budget for one test or hook (vitest.config.ts): some run a dozen ~100 ms password
 * hashes in a row, seconds on a 2-core machine under full load, so twice the usual budget.
 */
export const TEST_BUDGET_MS = 120_000;

/**
 * How long a test waits for a state its caller waits for: a chain write driven in the background, a
 * queued mail sent, a payout transferred. The default of every `expect.poll` (vitest.config.ts; vitest's
 * own is 1 s, which a grant on the local chain outlasted at load 46) and the timeout of every
 * `vi.waitFor` (`STATE_WAIT`). A passing test stops waiting as soon as the state is there; half the
 * budget, so a state that never comes fails with the poll's message rather than the budget's.
 */
export const STATE_WAIT_MS = TEST_BUDGET_MS / 2;

export const STATE_WAIT = { timeout: STATE_WAIT_MS };

/**
 * How long a test's chain port waits for the node's answer: the test app's and every test's own port
 * on a live chain or fork. Tests assert what the API answers, not how fast the chain does: 200 buyers
 * at once on a loaded machine took chain reads past 2 s (503s). A test of a dead or stalled chain
 * builds its port with a short timeout of its own.
 */
export const TEST_CHAIN_TIMEOUT_MS = 20_000;
