import type { Page } from '@playwright/test';
import { apiCalls } from '../../support/api.ts';
import { isApiImage, isApiRead } from '../../support/api-requests.ts';
import { DEMO, signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

/** The JavaScript files index.html loads itself: any other is a lazy module. */
async function firstLoadOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].flatMap((match) => match[1] ?? []),
  );
}

/**
 * The HTTP client's chunk (ky, api-client's http-instance.ts): the data request's own code, which
 * the loader's first request loads beside the page's modules. A page module is any other lazy file.
 */
const isHttpClient = (code: string) => code.includes('option cannot be greater than');

/**
 * Holds every JavaScript file index.html does not load (the lazy route modules and their chunks),
 * but the HTTP client's, until `release` is called. `heldCode` answers the code of the files held,
 * to show the page's module was among them.
 */
async function holdPageModules(page: Page, path: string) {
  const firstLoad = await firstLoadOf(page, path);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: Promise<string | null>[] = [];
  await page.route('**/assets/*.js', async (route) => {
    if (firstLoad.has(new URL(route.request().url()).pathname)) return route.continue();
    // A request the page gave up on has its response disposed ('Response has been disposed', once at
    // idle): it holds no code and needs no answer.
    const fetched = route
      .fetch()
      .then(async (response) => ({ response, code: await response.text() }))
      .catch(() => null);
    requested.push(fetched.then((held) => (held === null || isHttpClient(held.code) ? null : held.code)));
    const held = await fetched;
    if (held === null) return;
    if (!isHttpClient(held.code)) await released;
    await route.fulfill({ response: held.response, body: held.code });
  });
  const heldCode = async () => (await Promise.all(requested)).filter((code) => code !== null);
  return { heldCode, release };
}

/**
 * A visitor's /marketplace comes rendered by the consumer's server: its list is on the page before the
 * app's code is asked for (after the lead image's paint). The modules are all asked for once it is hydrated.
 */
const hydrated = (page: Page) => expect(page.locator('#root[data-hydrated]')).toBeAttached();

/** The lazy JavaScript files a page asked for, in the order asked, the HTTP client's marked. */
async function lazyModulesOf(page: Page, firstLoad: string[]) {
  const modules = await page.evaluate(
    (indexFiles) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .filter((entry) => !indexFiles.includes(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    firstLoad,
  );
  const marked = [];
  for (const module of modules)
    marked.push({ ...module, httpClient: isHttpClient(await (await page.request.get(module.url)).text()) });
  return marked.sort((a, b) => a.startTime - b.startTime);
}

/**
 * First-paint data comes from the routes' loaders (issue 15, page speed): the API request starts
 * while the route's module is still downloading, not after its component mounts. The module is
 * held back until the request is seen; a page asking only from its component would never ask.
 * The image the page paints largest is asked for as soon as its URL arrives, in the same way.
 * Signed in, because a visitor's first load sends these before any code (first-load-data.spec.ts);
 * the loaders are what a signed-in first load and every later navigation rely on.
 */
test.describe('first-paint data starts with the navigation', () => {
  // A held module may still be on its way when a test ends: the page closing under it is no failure.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('the marketplace asks for its memberships and its featured image before its page module has arrived', async ({
    page,
  }) => {
    await signIn(page, page.request, DEMO.consumer);
    const { heldCode, release } = await holdPageModules(page, '/marketplace');
    const listed = page.waitForRequest(isApiRead('/market-place?'));
    const featuredImage = page.waitForRequest(isApiImage);
    await page.goto('/marketplace', { waitUntil: 'commit' });
    await listed;
    await featuredImage;
    release();
    expect((await heldCode()).some((code) => code.includes('Recently listed'))).toBe(true);
    const recent = page.getByRole('list', { name: 'Recently listed' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
  });

  test('a membership detail asks for the membership and its lead image before its page module has arrived', async ({
    page,
  }) => {
    const listed = await apiCalls(page.request).marketPlace('limit=1');
    const [membership] = listed.data;
    if (!membership) throw new Error('the demo seed lists no membership');
    const path = `/public/token/${membership.id}`;
    await signIn(page, page.request, DEMO.consumer);
    const { heldCode, release } = await holdPageModules(page, path);
    const read = page.waitForRequest(isApiRead(`/tokens/${membership.id}`));
    const leadImage = page.waitForRequest(isApiImage);
    await page.goto(path, { waitUntil: 'commit' });
    await read;
    await leadImage;
    release();
    expect((await heldCode()).some((code) => code.includes('Buy Membership'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: membership.profile.title })).toBeVisible();
  });

  test('the header is on the page before the first page module is asked for', async ({ page }) => {
    // The first navigation's modules and loaders wait for the shell's first frame: started with it,
    // they kept the main thread from painting the header (docs/performance.md, "Page speed").
    const firstLoad = [...(await firstLoadOf(page, '/marketplace'))];
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('header')) return;
        document.documentElement.dataset.headerAt = String(performance.now());
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/marketplace');
    const recent = page.getByRole('list', { name: 'Recently listed' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
    await hydrated(page);
    const headerAt = await page.evaluate(() => Number(document.documentElement.dataset.headerAt));
    const pageModules = (await lazyModulesOf(page, firstLoad)).filter((module) => !module.httpClient);
    expect(pageModules.length).toBeGreaterThan(0);
    expect(Math.min(...pageModules.map((module) => module.startTime))).toBeGreaterThan(headerAt);
  });

  test('the marketplace asks for the HTTP client before its page modules', async ({ page }) => {
    // The loaders' requests need the client's chunk: asked for behind the page's 20-odd module files,
    // it came last over a phone's six connections, and the data with it (docs/performance.md).
    const firstLoad = [...(await firstLoadOf(page, '/marketplace'))];
    await page.goto('/marketplace');
    const recent = page.getByRole('list', { name: 'Recently listed' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
    await hydrated(page);
    const modules = await lazyModulesOf(page, firstLoad);
    expect(modules.filter((module) => !module.httpClient).length).toBeGreaterThan(0);
    expect(modules[0]?.httpClient).toBe(true);
  });
});
