import { EXPIRY_REMINDER_TEXTS, MESSAGES } from '@keyclub/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { acceptTerms } from '../../support/buy-page.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { EXPIRING_MEMBERSHIP, expireShortMemberships } from '../../support/chain-clock.ts';
import { createMembership } from '../../support/memberships.ts';
import { readOutbox } from '../../support/outbox.ts';
import { expectAccessiblePage } from '../../support/page-checks.ts';
import { expect, test } from '../../support/test.ts';

/**
 * A 7-days-and-1-hour membership: bought now, its 7-day reminder falls due after one hour of the
 * chain's clock, which expireShortMemberships() moves (the e2e clock's rule, support/chain-clock.ts).
 */
const WEEK_AND_AN_HOUR = { duration: 7 * 24 + 1, unit: 'HOURS' } as const;

/** A new customer's copy of a new membership (renewal $4.00) of `expiration`, bought by card; then the chain's clock moves 2 hours. */
async function remindedCopy(
  request: APIRequestContext,
  expiration: { duration: number; unit: 'HOURS' | 'DAYS' } = EXPIRING_MEMBERSHIP,
) {
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await apiCalls(request).categories();
  const title = `Reminded pass ${Date.now().toString(36)}`;
  const membershipId = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories[0]?.id ?? 1,
    price: '10.00',
    renewalPrice: '4.00',
    expiration,
  });
  const customer = await createVerifiedUser(request, 'CONSUMER');
  const copyId = await buyByCard(request, customer.accessToken, membershipId);
  await expireShortMemberships();
  return { title, copyId, customer };
}
const expiredCopy = (request: APIRequestContext) => remindedCopy(request);

/** When the customer's copy expires, as GET /tokens/{id} answers its owner. */
async function expiryOf(request: APIRequestContext, accessToken: string, copyId: number) {
  const data = await apiCalls(request, accessToken).token(copyId);
  return data.expires_at === null ? null : Date.parse(data.expires_at);
}

/** Waits for the API's reminder job to mail the reminder of `subject`, and opens it as a mail client shows it. */
async function openReminder(page: Page, request: APIRequestContext, email: string, subject: string) {
  await expect
    .poll(async () => (await readOutbox(request, email)).map((mail) => mail.subject), { timeout: 60_000 })
    .toContain(subject);
  const reminders = (await readOutbox(request, email)).filter((mail) => mail.subject === subject);
  expect(reminders).toHaveLength(1);
  await page.setContent(reminders[0]?.html ?? '');
}
const openExpiryReminder = (page: Page, request: APIRequestContext, email: string, title: string) =>
  openReminder(page, request, email, `Your ${title} membership has expired`);

test('the expiry reminder’s button leads through login to the renewal, paid by card', async ({
  page,
  request,
}) => {
  test.slow(); // a lock, a key, the reminder job and the extension on chain
  const { title, copyId, customer } = await expiredCopy(request);
  await openExpiryReminder(page, request, customer.credentials.email, title);
  await expect(page.getByRole('link')).toHaveCount(2);
  await page.getByRole('link', { name: 'Renew Membership' }).click();

  // Not signed in: the login comes first, and then the renewal itself, with nothing else to choose.
  await expect(page).toHaveURL(/\/auth\/login\/?\?returnUrl=/);
  await page.getByLabel('Email').fill(customer.credentials.email);
  await page.getByLabel('Password').fill(customer.credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}/buy\\?renew=true$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Membership' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Renew Now' }).click();
  await page.getByRole('button', { name: 'Pay $4.00' }).click();
  const success = page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle });
  await expect(success).toBeVisible({ timeout: 90_000 });
  // The renewal settled: the dialog stands alone (its "submitted" toast shows only beside the
  // processing dialog, buy-path.spec) and leads to the renewed copy.
  await expect(success.getByRole('link', { name: 'View Membership' })).toBeVisible();
});

test('the reminder’s sign-off link turns the reminders off without a login, on a phone', async ({
  page,
  request,
}) => {
  test.slow(); // a lock, a key and the reminder job
  await page.setViewportSize({ width: 390, height: 844 });
  const { title, customer } = await expiredCopy(request);
  await openExpiryReminder(page, request, customer.credentials.email, title);
  await page.getByRole('link', { name: 'Turn off expiry reminders' }).click();

  await expect(page.getByRole('heading', { level: 1, name: EXPIRY_REMINDER_TEXTS.offTitle })).toBeVisible();
  await expectAccessiblePage(page, 'Expiry reminders | Keyclub');
  // Nothing makes the page wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await apiCalls(request, customer.accessToken).me()).toMatchObject({
    is_expiry_reminder_email_notify: false,
  });

  // A changed link is refused, and says so.
  await page.goto(page.url().replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`));
  await expect(page.getByRole('alert')).toHaveText(EXPIRY_REMINDER_TEXTS.invalidLink);
});

test('the 7-day reminder renews the membership before it expires: the expiry moves one period from the old expiry', async ({
  page,
  request,
}) => {
  test.slow(); // a lock, a key, the reminder job and the extension on chain
  const { title, copyId, customer } = await remindedCopy(request, WEEK_AND_AN_HOUR);
  const before = await expiryOf(request, customer.accessToken, copyId);
  expect(before).not.toBeNull();
  const subject = `Your ${title} membership expires in 7 days`;
  await openReminder(page, request, customer.credentials.email, subject);
  await page.getByRole('link', { name: 'Renew Membership' }).click();

  await page.getByLabel('Email').fill(customer.credentials.email);
  await page.getByLabel('Password').fill(customer.credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}/buy\\?renew=true$`));
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Renew Now' }).click();
  await page.getByRole('button', { name: 'Pay $4.00' }).click();
  await expect(page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle })).toBeVisible({
    timeout: 90_000,
  });

  // The days that were left are kept: one period more from the old expiry, not from now.
  const periodMs = WEEK_AND_AN_HOUR.duration * 3_600_000;
  expect(await expiryOf(request, customer.accessToken, copyId)).toBe((before ?? 0) + periodMs);
});
