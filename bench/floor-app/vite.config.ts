import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkOutput } from '../../scripts/lib/vite-chunks.ts';

// The apps' React plugin and chunk split (scripts/lib/vite-chunks.ts): the floor differs from the
// apps only by their code.
export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: { output: chunkOutput },
  },
});
