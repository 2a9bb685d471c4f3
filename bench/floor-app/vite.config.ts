import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The same plugins and chunk split as apps/consumer/vite.config.ts: the floor differs from the apps
// only by their code.
export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
