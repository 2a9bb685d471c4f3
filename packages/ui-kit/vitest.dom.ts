import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

/**
 * The vitest settings of every package whose tests render React: happy-dom, the shared setup
 * (cleanup, a findBy* timeout that fits a loaded machine) and a per-test budget with room for it.
 */
export const domTestConfig: ViteUserConfig = {
  test: {
    environment: 'happy-dom',
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    testTimeout: 60_000,
    // Hooks get the same room: vitest's 10 s default is a second or two of quiet work at load 10.
    hookTimeout: 60_000,
  },
};
