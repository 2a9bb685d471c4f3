import { expect, test } from '../../support/test.ts';

test('an unknown path lands on /auth/login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the root redirects through /marketplace, which the business app does not have, to /auth/login', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
