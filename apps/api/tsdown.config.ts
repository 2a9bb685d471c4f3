import { defineConfig } from 'tsdown';

/**
 * The production server as JavaScript (dist/server.mjs): the API's own modules and the workspace
 * packages it imports (their exports are TypeScript sources) in one bundle; every other package
 * stays an import that Node resolves from apps/api/node_modules at run time.
 */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  dts: false,
  deps: {
    alwaysBundle: [/^@keyclub\//],
    neverBundle: (id) => /^[^./]/.test(id) && !id.startsWith('@keyclub/') && !id.startsWith('node:'),
  },
});
