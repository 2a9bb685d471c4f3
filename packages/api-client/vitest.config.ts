import { defineConfig } from 'vitest/config';

// Room for TEST_WAIT_TIMEOUT_MS waits (error texts are read asynchronously) on a loaded machine.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
