import { availableParallelism } from 'node:os';
import { nodeTestConfig } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';
import LongestFirst from './src/testing/longest-first.ts';
import { STATE_WAIT_MS, TEST_BUDGET_MS } from './src/testing/test-waits.ts';

export default defineConfig(
  nodeTestConfig(
    {
      include: ['src/**/*.test.ts'],
      // One migrated database per run, cloned by every test file; one chain per worker slot.
      globalSetup: ['./src/testing/global-setup.ts'],
      // Files run side by side, each on its worker slot's own chain (src/testing/run-chain.ts). Vitest's
      // default (cores − 1) is one worker on 2 cores: the files ran one at a time, and the core turbo's
      // other slot freed after the other packages (340 s of an 819 s step) stayed idle.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Each worker imports the app's module graph (viem, drizzle, hono, zod: ~4 s of CPU a file) once,
      // not once per file. Files share only stateless modules and counters that keep counting: each
      // opens and closes its own app, database copy and storage folder, uses its worker slot's chain
      // (as before), sets no environment variable and restores its fake timers; a file that leaves a
      // process or a server running fails (leak-guard.ts). docs/performance.md, "isolate: false".
      isolate: false,
      setupFiles: ['./src/testing/leak-guard.ts'],
      sequence: { sequencer: LongestFirst },
      // A poll waits as long as a loaded machine needs for the state it asks for (test-waits.ts).
      expect: { poll: { timeout: STATE_WAIT_MS } },
    },
    TEST_BUDGET_MS,
  ),
);
