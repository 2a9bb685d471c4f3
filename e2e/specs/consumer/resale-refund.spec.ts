/**
 * Issue 34, a refund that follows the money, on 390×844 phones: a card resale moves the key, the
 * seller's share and the business's commission are transferred, then the buyer's payment is refunded
 * in the provider (the local provider's dashboard, which sends the `charge.refunded` Stripe would).
 * Both transfers are reversed, as the seller's Payouts tab and the business's /payouts show, and the
 * refunded copy no longer admits: the card shown before the refund is refused at the door, and no
 * new card is shown (a refund after admission is the thief's way to keep a membership unpaid).
 */
import { MESSAGES } from '@keyclub/domain';
import type { Browser } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { errorOf } from '../../support/api.ts';
import { buyByCardInSession } from '../../support/card-purchase.ts';
import { createMembershipCard } from '../../support/owned-membership.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { connectPayoutsThroughApi } from '../../support/payouts.ts';
import { apiUrl, businessUrl } from '../../support/ports.ts';
import { refundInProviderDashboard } from '../../support/provider-refund.ts';
import { listForResale, ownedCopyByCard } from '../../support/resale.ts';
import { type Credentials, signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

test.use({ viewport: PHONE });

/** A page of the business app signed in as `business`, in a browser context of its own. */
async function businessPage(browser: Browser, business: Credentials) {
  const context = await browser.newContext({ baseURL: businessUrl, viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, page.request, business);
  return page;
}

test('a refund of a resale made in the provider reverses the seller’s and the business’s transfers, and the copy no longer admits', async ({
  page,
  request,
  browser,
  signIn: signInPage,
}) => {
  test.slow(); // a lock is created, a key granted, then moved to the buyer on chain
  const { title, seller, copyId, business } = await ownedCopyByCard(request, 'Refunded resale');
  await connectPayoutsThroughApi(request, seller.accessToken);
  await connectPayoutsThroughApi(request, business.accessToken);
  await listForResale(request, seller.accessToken, copyId, '20');
  // Listed at $20.00: the buyer pays $21.50 (5 % commission $1.00, 2.5 % fee $0.50).
  const buyer = await createVerifiedUser(request, 'CONSUMER');
  const { sessionId } = await buyByCardInSession(request, buyer.accessToken, copyId);
  const card = await createMembershipCard(request, buyer, copyId);

  // Both shares are transferred by the API's job within seconds.
  await signInPage(seller.credentials);
  await page.goto('/settings?tab=payouts');
  const resale = page
    .getByRole('table', { name: 'Resale earnings' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(resale.getByRole('cell').nth(2)).toContainText('Paid out', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByLabel('Paid out', { exact: true })).toContainText('$20.00');
  const businessApp = await businessPage(browser, business.credentials);
  await businessApp.goto('/payouts');
  const commission = businessApp
    .getByRole('table', { name: 'Earnings' })
    .getByRole('row')
    .filter({ hasText: title })
    .filter({ hasText: 'Resale commission' });
  await expect(async () => {
    await businessApp.reload();
    await expect(commission.getByRole('cell').nth(3)).toContainText('Paid out', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(commission.getByRole('cell').nth(3)).toContainText('$1.00');
  // Its own sale of the copy ($10.00 less the 10 % fee) and the commission.
  await expect(businessApp.getByLabel('Paid out', { exact: true })).toContainText('$10.00');

  await refundInProviderDashboard(request, sessionId);

  // The job reverses both transfers: the seller's share and the business's commission read Reversed.
  await expect(async () => {
    await page.reload();
    await expect(resale.getByRole('cell').nth(2)).toContainText('Reversed', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(resale.getByRole('cell').nth(2)).toContainText('$20.00');
  await expect(page.getByLabel('Paid out', { exact: true })).toContainText('$0.00');
  await expectNoWiderThanScreen(page);
  await expect(async () => {
    await businessApp.reload();
    await expect(commission.getByRole('cell').nth(3)).toContainText('Reversed', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The commission is taken back; the sale of the copy stays paid.
  await expect(businessApp.getByLabel('Paid out', { exact: true })).toContainText('$9.00');
  await expectNoWiderThanScreen(businessApp);

  // The card shown before the refund is refused at the door, and the copy shows no new one.
  const link = new URL(card.qr_url ?? '');
  const scanned = await request.post(`${apiUrl}/tokens/${card.id}/activate${link.search}`, {
    headers: { 'x-access-token': business.accessToken },
  });
  expect((await errorOf('the scan', scanned, 409)).message).toBe(MESSAGES.activation.invalid(title));
  const refused = await request.post(`${apiUrl}/tokens/${copyId}/activations`, {
    headers: { 'x-access-token': buyer.accessToken },
  });
  expect((await errorOf('the card', refused, 409)).message).toBe(
    'The payment for this Membership was refunded, so this Membership has no card.',
  );
  await businessApp.context().close();
});
