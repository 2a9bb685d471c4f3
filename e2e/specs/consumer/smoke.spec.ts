import type { Category } from '@keyclub/domain';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

test('the root lands on /marketplace and shows the categories the API serves', async ({ page, request }) => {
  const { data: categories } = (await (await request.get(`${apiUrl}/categories`)).json()) as {
    data: Category[];
  };
  expect(categories).toHaveLength(7);

  await page.goto('/');
  await expect(page).toHaveURL(/\/marketplace$/);
  for (const category of categories) {
    await expect(page.getByRole('link', { name: category.name })).toBeVisible();
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
  await page.goto('/marketplace');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
});

test.describe('loading overlay', () => {
  test.beforeEach(async ({ page }) => {
    // Records whether the overlay was ever attached, however briefly.
    await page.addInitScript(() => {
      const flags = window as unknown as { __overlaySeen: boolean };
      flags.__overlaySeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading-overlay"]')) flags.__overlaySeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
  });

  test('does not flash for a request under 1.5 s', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('link', { name: 'Restaurants' })).toBeVisible();
    await page.waitForTimeout(1_700);
    expect(await page.evaluate(() => (window as unknown as { __overlaySeen: boolean }).__overlaySeen)).toBe(
      false,
    );
  });

  test('shows for a request slower than 1.5 s and goes away when it ends', async ({ page }) => {
    await page.route('**/categories', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto('/marketplace');
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Restaurants' })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
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
