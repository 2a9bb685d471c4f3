// The consumer's web server (apps/consumer/src/server): a visitor's /marketplace and
// /public/token/{id} rendered per request, the static build for the rest (docs/performance.md,
// "The largest paint"). Its build and command, for the e2e stack and the page-speed bench.
export const consumerServer = {
  /** `vite build --ssr <entry>` inside apps/consumer. */
  entry: 'src/server/main.ts',
  /** Where the server of a static build in `distDir` is built: `dist` → `dist-server`. */
  outDir: (distDir) => `${distDir}-server`,
  /**
   * node running the server of `distDir` (both inside apps/consumer) on `host`:`port`; `fresh`: no
   * kept renders (a test stack's tests write and then read at once).
   */
  command: (distDir, port, host = 'localhost', { fresh = false } = {}) => ({
    command: process.execPath,
    args: [
      `${distDir}-server/main.js`,
      '--dist',
      distDir,
      '--port',
      String(port),
      '--host',
      host,
      ...(fresh ? ['--fresh'] : []),
    ],
  }),
  ready: /consumer server on/,
};
