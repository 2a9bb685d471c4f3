import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPreconnect } from '../../scripts/lib/vite-api-preconnect.ts';
import { consumerChunkOutput } from '../../scripts/lib/vite-chunks.ts';

export default defineConfig({
  plugins: [react(), apiPreconnect()],
  // Preview ports come from the CLI (`vite preview --port`), so only the dev server is pinned here.
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: { output: consumerChunkOutput },
  },
});
