import { defineConfig } from 'vitest/config';
import { domTestConfig } from './vitest.dom.ts';

export default defineConfig(domTestConfig);
