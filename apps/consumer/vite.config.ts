import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPreconnect } from '../../scripts/lib/vite-api-preconnect.ts';

export default defineConfig({
  plugins: [react(), apiPreconnect()],
  // Preview ports come from the CLI (`vite preview --port`), so only the dev server is pinned here.
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        // Hash-only names: the entry lists every lazy chunk's file for its preloads, and the names
        // cost ~2 kB gzip on every first load (docs/performance.md, "Bundle").
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // React and the router change rarely: one long-cached chunk. Chakra is left to the normal
          // split, so components only lazy routes use stay in those routes' chunks (a Chakra group put
          // all of them in the first load: 272 kB gzip of initial JS instead of 251 kB). Heavy
          // libraries (wagmi, viem, Stripe, qrcode) stay in the lazy route chunks that import them.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
