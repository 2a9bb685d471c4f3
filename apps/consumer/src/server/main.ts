// The consumer's web server (docs/performance.md, "The largest paint"): `node dist-server/main.js
// --port 4173 [--host 127.0.0.1] [--dist dist] [--fresh]`, built by `pnpm build` (vite.config.ts's
// server build). --fresh: every request gets a render of its own time (no kept pages), for a test
// stack whose tests write and then read at once.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderRoute } from '@keyclub/app-shell/server';
import { configureCheckout } from '@keyclub/checkout';
import { configureWallet } from '@keyclub/wallet';
import { API_URL, CHAIN, ROLE, SUPPORT_EMAIL } from '../config.ts';
import { routes } from '../routes.tsx';
import { pageHtml } from './page-html.ts';
import { createConsumerServer, PAGE_CACHE } from './serve.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: 'localhost' },
    dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
    fresh: { type: 'boolean', default: false },
  },
});

configureWallet(CHAIN);
configureCheckout({ supportEmail: SUPPORT_EMAIL });

const server = createConsumerServer({
  dist: values.dist,
  pageCache: values.fresh ? { ...PAGE_CACHE, refreshMs: 0, maxAgeMs: 0, keepMs: 0 } : PAGE_CACHE,
  renderPage: async (pathAndQuery, template) => {
    const page = await renderRoute({
      url: `http://consumer${pathAndQuery}`,
      routes,
      role: ROLE,
      apiUrl: API_URL,
    });
    return page && pageHtml(template, page.html, page.state);
  },
});
server.listen(Number(values.port), values.host, () => {
  console.log(`consumer server on http://${values.host}:${values.port}`);
  // The marketplace is where visitors land: rendered before the first of them asks.
  void server.warm('/marketplace');
});

// A page's reads that fail after its render gave up waiting must not stop the server.
process.on('unhandledRejection', (reason) => console.error('unhandled rejection:', reason));
