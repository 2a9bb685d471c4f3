import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Preview ports come from the CLI (`vite preview --port`), so only the dev server is pinned here.
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router, then Chakra with its styling engine, change rarely: two long-cached
          // chunks. Heavy libraries (wagmi, viem, Stripe, qrcode) match no group and stay in the lazy
          // route chunks that import them.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@pandacss|@emotion|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
