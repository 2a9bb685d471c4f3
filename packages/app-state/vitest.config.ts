import { nodeTestConfig } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// A DOM for the persisted slices' localStorage, without React's test setup.
export default defineConfig(nodeTestConfig({ environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'] }));
