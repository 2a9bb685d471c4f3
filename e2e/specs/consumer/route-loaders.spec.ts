import type { Page, Request } from '@playwright/test';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

/** The JavaScript files index.html loads itself: any other is a lazy module. */
async function firstLoadOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
}

/**
 * Holds every JavaScript file index.html does not load (the lazy route modules and their chunks)
 * until `release` is called. Answers the paths held, to show the page's module was among them.
 */
async function holdLazyModules(page: Page, path: string) {
  const firstLoad = await firstLoadOf(page, path);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const asset = new URL(route.request().url()).pathname;
    if (!firstLoad.has(asset)) {
      held.push(asset);
      await released;
    }
    await route.continue();
  });
  return { held, release };
}

const isApiRead = (path: string) => (request: Request) =>
  request.method() === 'GET' && request.url().startsWith(`${apiUrl}${path}`);

/**
 * First-paint data comes from the routes' loaders (issue 15, page speed): the API request starts
 * while the route's module is still downloading, not after its component mounts. The module is
 * held back until the request is seen; a page asking only from its component would never ask.
 */
test.describe('first-paint data starts with the navigation', () => {
  test('the marketplace asks for its memberships before its page module has arrived', async ({ page }) => {
    const { held, release } = await holdLazyModules(page, '/marketplace');
    const listed = page.waitForRequest(isApiRead('/market-place?'));
    await page.goto('/marketplace', { waitUntil: 'commit' });
    await listed;
    release();
    expect(held.some((asset) => asset.includes('marketplace'))).toBe(true);
    const recent = page.getByRole('list', { name: 'Recently listed' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
  });

  test('a membership detail asks for the membership before its page module has arrived', async ({ page }) => {
    const listed = (await (await page.request.get(`${apiUrl}/market-place?limit=1`)).json()) as {
      data: { id: number; profile: { title: string } }[];
    };
    const [membership] = listed.data;
    if (!membership) throw new Error('the demo seed lists no membership');
    const path = `/public/token/${membership.id}`;
    const { held, release } = await holdLazyModules(page, path);
    const read = page.waitForRequest(isApiRead(`/tokens/${membership.id}`));
    await page.goto(path, { waitUntil: 'commit' });
    await read;
    release();
    expect(held.some((asset) => asset.includes('public-token-detail'))).toBe(true);
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
    const { headerAt, firstModuleAt } = await page.evaluate((indexFiles) => {
      const modules = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .filter((entry) => !indexFiles.includes(new URL(entry.name).pathname));
      return {
        headerAt: Number(document.documentElement.dataset.headerAt),
        firstModuleAt: Math.min(...modules.map((entry) => entry.startTime)),
      };
    }, firstLoad);
    expect(firstModuleAt).toBeGreaterThan(headerAt);
  });
});
