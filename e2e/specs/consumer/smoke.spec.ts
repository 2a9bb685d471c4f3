import { LOADER_DELAY_MS, LOADER_SLOW_MS } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { onPausedClock, pausePageClock } from '../../support/paused-clock.ts';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

/**
 * The marketplace reached through `/`, which the browser renders: the consumer's server renders
 * `/marketplace` itself with its reads done (server-render.spec.ts), so no request would be left
 * for these tests to hold or refuse.
 */
const MARKETPLACE_IN_THE_BROWSER = '/';

test('the root lands on /marketplace and shows the categories the API serves', async ({ api, page }) => {
  const categories = await api.categories();
  expect(categories).toHaveLength(7);

  await page.goto('/');
  await expect(page).toHaveURL(/\/marketplace$/);
  const grid = page.getByRole('list', { name: 'Categories' });
  for (const category of categories) {
    await expect(grid.getByRole('link', { name: category.name, exact: true })).toBeVisible();
  }
});

test('an unknown path lands on /marketplace', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/marketplace$/);
});

test("a failed request shows the server's own message in an error toast", async ({ page }) => {
  // The categories request is sent on to a real endpoint that refuses its input, so the text
  // comes from the API's validation, not from the test.
  await page.route('**/categories', (route) =>
    route.continue({ url: `${apiUrl}/dev/outbox?to=not-an-email` }),
  );
  await page.goto(MARKETPLACE_IN_THE_BROWSER);
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
});

test.describe('loading overlay', () => {
  // The page's clock is Playwright's and stands still unless the test moves it, so "1.5 s" is the
  // time the test lets pass, not how long a loaded machine takes to answer the page's requests: the
  // categories request is held until the test releases it, the others count no page time at all.
  test.beforeEach(async ({ page }) => {
    await pausePageClock(page);
    // Records whether the overlay was ever attached, however briefly.
    await page.addInitScript(() => {
      const flags = window as unknown as { __overlaySeen: boolean };
      flags.__overlaySeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading-overlay"]')) flags.__overlaySeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
  });

  /** Holds GET /categories until `release()`; `requested` resolves once the app has sent it. */
  async function holdCategories(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const requested = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await page.route('**/categories', async (route) => {
      arrived();
      await released;
      await route.continue();
    });
    return { requested, release };
  }

  /**
   * Lets the page finish what the last clock step scheduled: React renders in a task posted through
   * a MessageChannel (not a faked timer), so a message posted now arrives after that render.
   */
  const settled = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );

  /**
   * The pause between two steps of page time. Each step already waits for the page's renders
   * (`settled`), so the poll need not also wait out its default back-off (up to 1 s a try, which made
   * the 8 s test 16 real seconds of waiting).
   */
  const STEP_INTERVALS = [20];

  test('does not flash for a request under 1.5 s', async ({ page }) => {
    const categories = await holdCategories(page);
    await page.goto(MARKETPLACE_IN_THE_BROWSER);
    await categories.requested;
    await page.clock.runFor(LOADER_DELAY_MS - 200);
    categories.release();
    await onPausedClock(page, () => page.getByRole('link', { name: 'Restaurants' }).isVisible());
    // The page's other first loads (banner, carousel, recently listed) are not held: they are done too.
    await onPausedClock(page, () => page.getByRole('region', { name: 'Featured membership' }).isVisible());
    await onPausedClock(page, () => page.getByRole('region', { name: 'Featured', exact: true }).isVisible());
    const recentlyListed = page.getByRole('list', { name: 'Recently listed' });
    await onPausedClock(page, async () => (await recentlyListed.getAttribute('aria-busy')) === 'false');
    // Past the delay now: a timer the finished request left running would show the overlay here.
    await page.clock.runFor(LOADER_DELAY_MS);
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __overlaySeen: boolean }).__overlaySeen)).toBe(
      false,
    );
  });

  test('shows for a request slower than 1.5 s and goes away when it ends', async ({ page }) => {
    const categories = await holdCategories(page);
    await page.goto(MARKETPLACE_IN_THE_BROWSER);
    await categories.requested;
    await page.clock.runFor(LOADER_DELAY_MS + 200);
    // React commits the fetch's start in a real-time task (MessageChannel), not a faked timer: on a
    // busy machine the overlay's delay can start after that step, so page time goes on in steps until
    // it shows (each try 500 ms; it only ever appears once the request has lasted LOADER_DELAY_MS).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          await settled(page);
          return page.getByTestId('loading-overlay').isVisible();
        },
        { intervals: STEP_INTERVALS },
      )
      .toBe(true);
    categories.release();
    await onPausedClock(page, () => page.getByRole('link', { name: 'Restaurants' }).isVisible());
    await onPausedClock(page, async () => (await page.getByTestId('loading-overlay').count()) === 0);
  });

  test('says what is slow after 8 s', async ({ page }) => {
    const categories = await holdCategories(page);
    await page.goto(MARKETPLACE_IN_THE_BROWSER);
    await categories.requested;
    // Page time goes on in 500 ms steps, as above: the overlay's timers start in a real-time task,
    // which on a busy machine can come after any single step. The text may show only once 8 s of
    // page time have run since the request went out.
    const slow = page.getByText('Still loading categories…');
    let ran = 0;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          ran += 500;
          await settled(page);
          return slow.isVisible();
        },
        { timeout: 60_000, intervals: STEP_INTERVALS },
      )
      .toBe(true);
    expect(ran).toBeGreaterThanOrEqual(LOADER_SLOW_MS);
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    categories.release();
    await onPausedClock(page, () => page.getByRole('link', { name: 'Restaurants' }).isVisible());
  });
});

test('on a phone-sized screen the page fits its width (the header wraps instead of overflowing)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/marketplace');
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
