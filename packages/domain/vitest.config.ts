import { nodeTestConfig } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodeTestConfig());
