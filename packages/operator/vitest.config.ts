import { defineConfig } from 'vitest/config';
import { domTestConfig } from '../ui-kit/vitest.dom.ts';

export default defineConfig(domTestConfig);
