/**
 * Issue 34, the business side of payouts, on a 390×844 phone: a new business connects payouts on the
 * API's local onboarding page (the spec's bank form refuses bad numbers with its messages), a
 * customer buys its membership by card, and /payouts shows the sale less the platform's fee (the
 * e2e API runs with PLATFORM_FEE_PERCENTAGE=10, support/global-setup.ts), then paid out.
 */
import { VALIDATION_MESSAGES } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { businessMembership } from '../../support/memberships.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { apiUrl, businessUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

async function submitBankForm(page: Page, accountNumber: string, routingNumber: string) {
  await page.getByLabel('Account Number').fill(accountNumber);
  await page.getByLabel('Routing Number').fill(routingNumber);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a business connects payouts, a customer buys by card, and /payouts shows the sale net of the fee', async ({
  page,
  request,
  signIn,
}) => {
  const { business, title, membershipId } = await businessMembership(request, 'Payout pass', {
    price: '25.00',
  });

  await page.setViewportSize(PHONE);
  await signIn(business.credentials);
  await page.goto('/settings?tab=payouts');
  await expect(page.getByRole('heading', { name: 'No payout account connected' })).toBeVisible();
  await expectNoWiderThanScreen(page);
  await page.getByRole('button', { name: 'Connect payouts' }).click();

  // The API's local onboarding page: the spec's bank form and its messages.
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/payouts/local/onboarding/acctlink_local_`));
  await submitBankForm(page, '', '');
  await expect(page.getByText(VALIDATION_MESSAGES.accountNumberRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION_MESSAGES.routingNumberRequired)).toBeVisible();
  await submitBankForm(page, '12345', '1234567890');
  await expect(page.getByText(VALIDATION_MESSAGES.accountNumberInvalid)).toBeVisible();
  await expect(page.getByText(VALIDATION_MESSAGES.routingNumberInvalid)).toBeVisible();
  await expectNoWiderThanScreen(page);
  await submitBankForm(page, '000123456789', '110000000');

  // Back in Settings → Payouts, connected.
  await expect(page).toHaveURL(`${businessUrl}/settings?tab=payouts&onboarding=return`);
  await expect(page.getByRole('heading', { name: 'Payouts connected' })).toBeVisible();
  await expect(page.getByText('Keyclub keeps 10% of each card sale and renewal.')).toBeVisible();

  const customer = await createVerifiedUser(request, 'CONSUMER');
  await buyByCard(request, customer.accessToken, membershipId);

  // The nav's Payouts (the bottom nav on a phone): the sale, $25.00 less 10%.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(`${businessUrl}/payouts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const sale = page.getByRole('table', { name: 'Earnings' }).getByRole('row').filter({ hasText: title });
  await expect(sale).toContainText('Sale');
  await expect(sale.getByRole('cell').nth(1)).toHaveText('$25.00');
  await expect(sale.getByRole('cell').nth(2)).toHaveText('$2.50');
  await expect(sale.getByRole('cell').nth(3)).toContainText('$22.50');
  // The day's revenue (one card sale), before the fee, in both ranges of the chart.
  await expect(page.getByRole('img', { name: 'Revenue over the last 30 days: $25.00' })).toBeVisible();
  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('img', { name: 'Revenue over the last 90 days: $25.00' })).toBeVisible();
  await expectNoWiderThanScreen(page);

  // The API transfers it to the connected account within seconds: the page shows it once read again.
  const paidOut = page.getByLabel('Paid out', { exact: true });
  await expect(async () => {
    await page.reload();
    await expect(paidOut).toContainText('$22.50', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(sale.getByRole('cell').nth(3)).toContainText('Paid out');
  // …and lists the transfer under Payouts made.
  const payout = page
    .getByRole('table', { name: 'Payouts made' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(payout.getByRole('cell').nth(1)).toContainText('$22.50');
  await expect(payout.getByRole('cell').nth(1)).toContainText('Paid out');
  await expectNoWiderThanScreen(page);
});
