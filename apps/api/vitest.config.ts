import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated database and one chain per run; every test file clones the database.
    globalSetup: ['./src/testing/global-setup.ts'],
    // Some tests run a dozen ~100 ms password hashes in a row: seconds on a 2-core machine under
    // full load. A passing test ends when its work does; the budget only bounds a hung one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
