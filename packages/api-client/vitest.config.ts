import { nodeTestConfig } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

// The budget leaves room for TEST_WAIT_TIMEOUT_MS waits (error texts are read asynchronously).
export default defineConfig(nodeTestConfig());
