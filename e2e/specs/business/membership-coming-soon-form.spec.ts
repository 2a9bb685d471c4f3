import { LIFECYCLE_MESSAGES, MESSAGES } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { consumerUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';
import { pngFile } from './memberships-images.ts';

/** `datetime-local` text for `ms` from now in the browser's zone, as a person types it. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, ms);

const DAY = 86_400_000;

test('a business creates a membership as coming soon with a launch time from the form, then puts it on sale now', async ({
  api,
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock is created on chain
  const { credentials } = await createVerifiedUser(request, 'BUSINESS');
  const { accessToken } = await signIn(credentials);
  const title = `Opening night ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/token/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('The first night of the terrace.');
  await page.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'Renewal Price (USD)', exact: true }).fill('10');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Restaurants' });
  await page.getByLabel('Art Image', { exact: true }).setInputFiles(pngFile('art.png'));
  await page.getByLabel('Cover Images', { exact: true }).setInputFiles([pngFile('cover-1.png')]);

  await page.getByRole('checkbox', { name: /^Coming soon/ }).check();
  const launchTime = page.getByLabel('Launch time');
  await expect(page.getByText(/Optional, in your time zone \(/)).toBeVisible();
  // A time already past is refused under the field, with the API's words; nothing is created.
  await launchTime.fill(await localInput(page, -DAY));
  await page.getByRole('button', { name: 'Create Membership' }).click();
  await expect(page.getByText('The launch time must be in the future.')).toBeVisible();
  await expect(page).toHaveURL(/\/token\/create$/);

  const typed = await localInput(page, DAY);
  await launchTime.fill(typed);
  await page.getByRole('button', { name: 'Create Membership' }).click();
  await expect(page).toHaveURL(/\/token\/confirmation\/\d+$/);
  const id = Number(page.url().split('/').at(-1));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Saved as coming soon (the launch time's conversion from the viewer's zone: membership-parts.test.ts).
  const token = await api.as(accessToken).token(id);
  expect(token.profile.status).toBe('PENDING');

  // Consumers see it coming, not for sale.
  const consumer = await page.context().newPage();
  await consumer.goto(`${consumerUrl}/public/token/${id}`);
  await expect(consumer.getByRole('button', { name: MESSAGES.membership.comingSoon })).toBeDisabled();

  // The business need not wait for the launch time.
  await page.goto('/tokens');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(LIFECYCLE_MESSAGES.statusComingSoon, { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Put on sale now: ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Put on sale now: ${title}?` });
  await confirm.getByRole('button', { name: LIFECYCLE_MESSAGES.putOnSaleNow }).click();
  await expect(page.getByText(LIFECYCLE_MESSAGES.launchedToast)).toBeVisible();
  await expect(row.getByText(LIFECYCLE_MESSAGES.statusOnSale, { exact: true })).toBeVisible();

  await consumer.goto(`${consumerUrl}/search?${new URLSearchParams({ query: title })}`);
  await expect(consumer.locator(`a[href="/public/token/${id}"]`).first()).toBeVisible();
});
