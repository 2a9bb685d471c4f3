import type { Request } from '@playwright/test';
import { apiCalls } from '../../support/api.ts';
import { isApiImage, isApiRead } from '../../support/api-requests.ts';
import { apiUrl } from '../../support/ports.ts';
import { DEMO, signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

/** A read of data, not an image. */
const isDataRead = (request: Request) => isApiRead()(request) && request.resourceType() !== 'image';

/**
 * A visitor's first-load data leaves with the document (index.html's inline script, docs/
 * performance.md "Data before code"): the page's API reads and its lead image do not wait for the
 * app's code, and the app then takes those answers instead of asking again. Landing on `/`, which
 * the browser renders: the consumer's server renders `/marketplace` itself, its reads done and the
 * script left out (server-render.spec.ts); the static build on a CDN serves every path as `/`.
 */
test.describe("a visitor's first-load data leaves with the document", () => {
  // A held module may still be on its way when a test ends: the page closing under it is no failure.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('landing on /, the marketplace asks for its featured membership and its image before any of its code has arrived', async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    });
    const featured = page.waitForRequest(
      (request) => isDataRead(request) && request.url().includes('is_recommended=true'),
    );
    const featuredImage = page.waitForRequest(isApiImage);
    await page.goto('/', { waitUntil: 'commit' });
    await featured;
    await featuredImage;
    release();
    const recent = page.getByRole('list', { name: 'Recently listed' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
  });

  test('each of the marketplace’s first reads is sent once, landing on /', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isDataRead(request)) reads.push(request.url());
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/marketplace$/);
    const recent = page.getByRole('list', { name: 'Recently listed' });
    await expect(recent.getByRole('listitem').first()).toBeVisible();
    // The page's loader sends its reads together, before any answer is shown: all are out by now.
    expect(reads.filter((url) => url.includes('/market-place?')).length).toBe(4);
    expect(new Set(reads).size).toBe(reads.length);
  });

  test('a signed-in visit sends its reads with the session only', async ({ page }) => {
    await signIn(page, page.request, DEMO.consumer);
    const listed = await apiCalls(page.request).marketPlace('limit=1');
    const [membership] = listed.data;
    if (!membership) throw new Error('the demo seed lists no membership');
    const reads: Request[] = [];
    page.on('request', (request) => {
      if (isDataRead(request)) reads.push(request);
    });
    await page.goto(`/public/token/${membership.id}`);
    await expect(page.getByRole('heading', { level: 1, name: membership.profile.title })).toBeVisible();
    // The heading is in the server's markup at once; the app, and its reads, start after the lead image.
    const detailReadsOf = () =>
      reads.filter((request) => request.url() === `${apiUrl}/tokens/${membership.id}`);
    await expect.poll(() => detailReadsOf().length).toBeGreaterThan(0);
    const detailReads = detailReadsOf();
    for (const request of detailReads) expect(await request.headerValue('x-access-token')).toBeTruthy();
  });
});
