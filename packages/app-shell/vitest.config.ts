import { domTestConfig } from '@keyclub/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(domTestConfig);
