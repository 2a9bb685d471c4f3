import { PHONE } from '../../support/page-checks.ts';
import { expect, test } from '../../support/test.ts';

// Issue 36 item 10: the business app's login page says who it is for, under the spec's 'Login'.
test('phone: the business login page says it is for businesses', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/auth/login');
  const heading = page.getByRole('heading', { level: 1, name: 'Login' });
  await expect(heading).toBeVisible();
  const line = page.getByText('For businesses: log in to sell and manage your memberships.');
  await expect(line).toBeVisible();
  const [headingBox, lineBox] = [await heading.boundingBox(), await line.boundingBox()];
  expect(headingBox && lineBox && lineBox.y >= headingBox.y + headingBox.height).toBe(true);
});
