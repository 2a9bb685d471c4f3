// The weight of a route: every JS and CSS response Chromium receives while it loads the route from
// the production build, from a cold cache, until the route shows its content and the network is
// idle — each body gzip-compressed at level 9 (as a CDN would) and added up. The floor app
// (bench/floor-app) is measured the same way in the same run. Used by scripts/check-route-weights.mjs
// (the budget `npm test` enforces; `pnpm bench:bundle`).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../scripts/lib/services.mjs';
import { routeApi, storedSession, TOKEN_ID, TOKEN_TITLE } from './route-api.mjs';
import { serveStatic } from './static-server.mjs';

// Playwright is the e2e package's dependency; the browser is Debian's Chromium (no download here).
const { chromium } = createRequire(join(repoRoot, 'e2e/package.json'))('@playwright/test');
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DISTS = {
  floor: join(repoRoot, 'bench/floor-app/dist'),
  consumer: join(repoRoot, 'apps/consumer/dist'),
  business: join(repoRoot, 'apps/business/dist'),
};

/** Text each library's bundled code carries (its version tag, the script it loads, an error message). */
export const LIBRARIES = [
  { name: 'wagmi', marker: /@wagmi\/core@|\bwagmi@/ },
  { name: 'viem', marker: /\bviem@/ },
  { name: 'Stripe.js', marker: /js\.stripe\.com/ },
  { name: 'qrcode', marker: /BitMatrix size must be defined/ },
  { name: 'jsQR', marker: /Invalid module size/ },
];

const title = (page) => page.getByText(TOKEN_TITLE).first();
const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first();

/**
 * The measured routes. `ready`: what the user waits for (the route's content, drawn from its data).
 * `session`: the role signed in (the guards send anyone else to login). `uses`: the libraries the
 * route may load; every other one in LIBRARIES breaks the budget. `step`: a step the user takes
 * once the route shows (`act`, not weighed), what the user waits for then (`ready`) and the
 * libraries it must load by then (`loads`).
 */
export const ROUTES = [
  { app: 'floor', path: '/', ready: heading('Floor') },
  { app: 'consumer', path: '/marketplace', ready: title },
  { app: 'consumer', path: `/public/token/${TOKEN_ID}`, ready: title },
  { app: 'consumer', path: '/search?query=velvet', ready: title },
  // The card pays on Stripe's own page; the wallet (wagmi, viem) loads once a payment method is chosen.
  {
    app: 'consumer',
    path: `/tokens/${TOKEN_ID}/buy`,
    session: 'CONSUMER',
    ready: title,
    step: {
      name: 'choosing a payment method',
      act: (page) => page.getByRole('button', { name: 'Pay using Credit Card' }).click(),
      // The wallet's connect button, and Buy Now no longer waiting for the wallet mode.
      ready: async (page) => {
        await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
        await page.locator('button:not([data-loading])', { hasText: 'Buy Now' }).waitFor();
      },
      loads: ['wagmi', 'viem'],
    },
  },
  { app: 'consumer', path: '/auth/login', ready: heading('Login') },
  // Before login the dashboard sends the visitor to login: what a first visit loads.
  { app: 'business', path: '/', ready: heading('Login') },
  { app: 'business', path: '/token/create', session: 'BUSINESS', ready: heading('Create Membership') },
  // The earnings ledger shows the sale's membership once GET /payouts/earnings has answered.
  { app: 'business', path: '/payouts', session: 'BUSINESS', ready: title },
];

/** Each received file's gzip size and the libraries it carries. */
async function weigh(bodies) {
  return (await Promise.all(bodies)).map(({ url, body }) => ({
    file: new URL(url).pathname,
    gzip: gzipSync(body, { level: 9 }).length,
    libraries: LIBRARIES.filter(({ marker }) => marker.test(body.toString('utf8'))).map(({ name }) => name),
  }));
}

/**
 * Loads one route in a fresh context; resolves to its responses' gzip sizes and libraries, and the
 * libraries its `step` loaded.
 */
async function measureRoute(browser, origin, route) {
  const context = await browser.newContext();
  const unanswered = new Set();
  try {
    const page = await context.newPage();
    if (route.session)
      await page.addInitScript(
        (session) => localStorage.setItem('keyclub.auth', session),
        storedSession(route.session),
      );
    await routeApi(page, { appOrigin: origin, role: route.session, unanswered });
    const bodies = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = response.body().then((content) => ({ url: response.url(), body: content }));
      // A file still arriving when the context closes (after a `step`) is not weighed: its failed
      // read must not end the run. The ones weighed are awaited by `weigh`, which still fails.
      body.catch(() => {});
      bodies.push(body);
    });
    await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
    try {
      await route.ready(page).waitFor({ timeout: 30_000 });
    } catch {
      throw new Error(
        `${route.app} ${route.path}: the route did not show its content (${page.url()}); ` +
          `API calls without an answer: ${[...unanswered].join(', ') || 'none'} (bench/lib/route-api.mjs)`,
      );
    }
    await page.waitForLoadState('networkidle');
    const files = await weigh(bodies.splice(0));
    let stepLibraries;
    if (route.step) {
      await route.step.act(page);
      await route.step.ready(page);
      stepLibraries = [...new Set((await weigh(bodies)).flatMap((file) => file.libraries))];
    }
    return {
      ...route,
      files,
      gzip: files.reduce((sum, { gzip }) => sum + gzip, 0),
      stepLibraries,
      unanswered: [...unanswered],
    };
  } finally {
    await context.close();
  }
}

/** Measures every route of ROUTES from the apps' dist folders (build them first). */
export async function measureRoutes(routes = ROUTES) {
  for (const [app, dist] of Object.entries(DISTS)) {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${app}: no build in ${dist}; build it first`);
  }
  const servers = Object.fromEntries(
    await Promise.all(Object.entries(DISTS).map(async ([app, dist]) => [app, await serveStatic(dist)])),
  );
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const route of routes) results.push(await measureRoute(browser, servers[route.app].origin, route));
    return results;
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

export const kB = (bytes) => (bytes / 1024).toFixed(1);
