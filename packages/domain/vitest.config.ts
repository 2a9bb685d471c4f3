import { defineConfig } from 'vitest/config';

// The project's per-test and per-hook budget (as every other package): a loop that takes a second
// on a quiet core takes many under full load, and a passing test ends when its work does.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
