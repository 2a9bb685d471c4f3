// A test file imports the waits from here ('@keyclub/vitest-config/wait'), not from the package's
// index, whose configs resolve their setup files from a file: URL that a DOM test's module has not.

/** How long a test waits for something the user waits for (wait.js). */
export declare const TEST_WAIT_TIMEOUT_MS: number;

/** The options of every `vi.waitFor`: TEST_WAIT_TIMEOUT_MS, not vitest's 1 s (wait.js). */
export declare const TEST_WAIT: { timeout: number };
