// The consumer's web server (docs/performance.md, "The largest paint"): `node dist-server/main.js
// --port 4173 [--host 127.0.0.1] [--dist dist]`, built by `pnpm build` (vite.config.ts's server build).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderRoute } from '@keyclub/app-shell/server';
import { configureCheckout } from '@keyclub/checkout';
import { configureWallet } from '@keyclub/wallet';
import { API_URL, CHAIN, ROLE, SUPPORT_EMAIL } from '../config.ts';
import { routes } from '../routes.tsx';
import { pageHtml } from './page-html.ts';
import { createConsumerServer } from './serve.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: 'localhost' },
    dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
  },
});

configureWallet(CHAIN);
configureCheckout({ supportEmail: SUPPORT_EMAIL });

const server = createConsumerServer({
  dist: values.dist,
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
});

// A page's reads that fail after its render gave up waiting must not stop the server.
process.on('unhandledRejection', (reason) => console.error('unhandled rejection:', reason));
