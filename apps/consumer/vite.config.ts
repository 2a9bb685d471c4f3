import react from '@vitejs/plugin-react';
import { build, defineConfig } from 'vite';
import { apiPreconnect } from '../../scripts/lib/vite-api-preconnect.ts';
import { consumerChunkOutput } from '../../scripts/lib/vite-chunks.ts';
import { inlineScript } from '../../scripts/lib/vite-inline-script.ts';

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The web server (src/server/main.ts, `vite build --ssr`): one file with the app's modules
        // and its libraries in it, run by node beside the static build.
        plugins: [react()],
        ssr: { noExternal: true },
        build: {
          outDir: 'dist-server',
          emptyOutDir: true,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      }
    : {
        plugins: [react(), apiPreconnect(), inlineScript({ entry: 'src/first-load.ts', build })],
        // Preview ports come from the CLI (`vite preview --port`), so only the dev server is pinned here.
        server: { port: 5173, strictPort: true },
        build: {
          rolldownOptions: { output: consumerChunkOutput },
        },
      },
);
