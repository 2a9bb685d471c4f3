import { LIFECYCLE_MESSAGES, MESSAGES } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { createMembership } from '../../support/memberships.ts';
import { consumerUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

/** The membership's card where a consumer searches the marketplace for `title` (a visitor of the consumer app). */
async function searchAsConsumer(consumer: Page, title: string, membershipId: number) {
  await consumer.goto(`${consumerUrl}/search?${new URLSearchParams({ query: title })}`);
  return consumer.locator(`a[href="/public/token/${membershipId}"]`);
}

test('a business pauses a membership from its dashboard and resumes it from the edit page: it leaves the consumer’s search and returns', async ({
  api,
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock is created on chain
  const { credentials, accessToken } = await createVerifiedUser(request, 'BUSINESS');
  const categories = await api.categories();
  const title = `Quiet terrace ${Date.now().toString(36)}`;
  const membershipId = await createMembership(request, accessToken, {
    title,
    categoryId: categories[0]?.id ?? 1,
    price: '15.00',
  });
  const consumer = await page.context().newPage();
  await expect((await searchAsConsumer(consumer, title, membershipId)).first()).toBeVisible();

  await signIn(credentials);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tokens');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(LIFECYCLE_MESSAGES.statusOnSale, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Pause sales of ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Pause sales of ${title}?` });
  await confirm.getByRole('button', { name: LIFECYCLE_MESSAGES.pauseSales }).click();
  await expect(page.getByText(LIFECYCLE_MESSAGES.salesPausedToast)).toBeVisible();
  await expect(row.getByText(LIFECYCLE_MESSAGES.statusPaused, { exact: true })).toBeVisible();
  // The row's state and its buttons fit a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Gone for the consumer: search finds nothing, and the detail is no longer public.
  const gone = await searchAsConsumer(consumer, title, membershipId);
  await expect(consumer.getByText(MESSAGES.empty.searchResults)).toBeVisible();
  await expect(gone).toHaveCount(0);
  await consumer.goto(`${consumerUrl}/public/token/${membershipId}`);
  await expect(consumer.getByText(MESSAGES.empty.searchResults)).toBeVisible();

  await row.getByRole('link', { name: 'Edit' }).click();
  const sales = page.getByRole('group', { name: 'Sales' });
  await expect(sales.getByText(LIFECYCLE_MESSAGES.statusPaused, { exact: true })).toBeVisible();
  await sales.getByRole('button', { name: `Resume sales of ${title}` }).click();
  await expect(page.getByText(LIFECYCLE_MESSAGES.salesResumedToast)).toBeVisible();
  await expect(sales.getByText(LIFECYCLE_MESSAGES.statusOnSale, { exact: true })).toBeVisible();

  await expect((await searchAsConsumer(consumer, title, membershipId)).first()).toBeVisible();
});
