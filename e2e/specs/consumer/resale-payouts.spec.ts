/**
 * Issue 34, the seller's side of payouts, on a 390×844 phone: the Sell page asks a customer to
 * connect a payout account first, the customer connects one from Settings → Payouts on the API's
 * local onboarding page, lists the copy, a second customer buys it by card, and the seller's Payouts
 * tab shows their share paid out (the transfer job runs every few seconds in the e2e API).
 */
import { MESSAGES } from '@keyclub/domain';
import { createVerifiedUser } from '../../support/accounts.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { apiUrl, consumerUrl } from '../../support/ports.ts';
import { ownedCopyByCard } from '../../support/resale.ts';
import { expect, test } from '../../support/test.ts';

test('a customer connects payouts, lists a copy, another customer buys it by card, and the seller’s Payouts tab shows the share paid', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock is created, a key granted, then moved to the buyer on chain
  const { title, seller, copyId } = await ownedCopyByCard(request, 'Payout resale');

  // Without a payout account the Sell page says so, links to connecting one, and lists nothing.
  await page.setViewportSize(PHONE);
  await signIn(seller.credentials);
  await page.goto(`/tokens/${copyId}/sell`);
  await expect(page.getByText(MESSAGES.sell.payoutAccountFirst)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post your listing' })).toBeDisabled();
  await expectNoWiderThanScreen(page);
  await page.getByRole('link', { name: 'Connect payouts' }).click();

  // Settings → Payouts, then the API's local onboarding page with the spec's bank form.
  await expect(page).toHaveURL(`${consumerUrl}/settings?tab=payouts`);
  await expect(page.getByRole('heading', { name: 'No payout account connected' })).toBeVisible();
  await expect(page.getByText('No resales yet')).toBeVisible();
  await expectNoWiderThanScreen(page);
  await page.getByRole('button', { name: 'Connect payouts' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/payouts/local/onboarding/acctlink_local_`));
  await page.getByLabel('Account Number').fill('000123456789');
  await page.getByLabel('Routing Number').fill('110000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`${consumerUrl}/settings?tab=payouts&onboarding=return`);
  await expect(page.getByRole('heading', { name: 'Payouts connected' })).toBeVisible();

  // Listed at $20.00: the buyer pays $21.50 (5 % commission $1.00, 2.5 % fee $0.50).
  await page.goto(`/tokens/${copyId}/sell`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Membership NFT' })).toBeVisible();
  await expect(page.getByText(MESSAGES.sell.payoutAccountFirst)).toBeHidden();
  await page.getByRole('textbox', { name: /Price/ }).fill('20');
  await page.getByRole('button', { name: 'Post your listing' }).click();
  await page
    .getByRole('alertdialog', { name: MESSAGES.sell.confirmTitle })
    .getByRole('button', { name: 'Post your listing' })
    .click();
  await expect(page.getByRole('alertdialog', { name: MESSAGES.sell.listedTitle })).toBeVisible();

  const buyer = await createVerifiedUser(request, 'CONSUMER');
  await buyByCard(request, buyer.accessToken, copyId);

  // The seller's Payouts tab: the resale, what the buyer paid and where it went, the share paid out
  // once the transfer job has run (it runs every few seconds: the tab shows it once read again).
  await page.goto('/settings?tab=payouts');
  const resale = page
    .getByRole('table', { name: 'Resale earnings' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(resale.getByRole('cell').nth(1)).toContainText('$21.50');
  await expect(resale.getByRole('cell').nth(1)).toContainText('Commission $1.00 · Fee $0.50');
  await expect(resale.getByRole('cell').nth(2)).toContainText('$20.00');
  await expectNoWiderThanScreen(page);
  await expect(async () => {
    await page.reload();
    await expect(resale.getByRole('cell').nth(2)).toContainText('Paid out', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByLabel('Paid out', { exact: true })).toContainText('$20.00');
  await expect(page.getByLabel('Waiting to be paid out')).toContainText('$0.00');
});
