/**
 * Issue 36 item 7, the buy path on a phone (390×844): Buy Membership in reach without scrolling, the
 * pay button clear of the bottom nav, a free membership got without a card, and a renewal's success
 * alone on screen (no red "not expired" behind it, no "submitted" toast beside "processed").
 */
import { dataEnvelope, MESSAGES, tokenSchema } from '@keyclub/domain';
import type { Locator, Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { acceptTerms } from '../../support/buy-page.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { EXPIRING_MEMBERSHIP, expireShortMemberships } from '../../support/chain-clock.ts';
import { businessMembership } from '../../support/memberships.ts';
import { PHONE } from '../../support/page-checks.ts';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

test.use({ viewport: PHONE });

/** On screen and clear of the bottom nav: the topmost thing at its centre is the element itself. */
async function expectClearOfBottomNav(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).boundingBox();
  expect(box && nav && box.y + box.height <= nav.y).toBe(true);
}

test('a phone reaches Buy Membership and the pay button without scrolling, clear of the bottom nav', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // the membership's lock is created on chain first
  const membership = await businessMembership(request, 'Phone Buy Pass', { price: '12.00' });
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);

  await page.goto(`/public/token/${membership.membershipId}`);
  await expect(page.getByRole('heading', { level: 1, name: membership.title })).toBeVisible();
  const buy = page.getByRole('link', { name: 'Buy Membership' });
  await expectClearOfBottomNav(page, buy);
  await buy.click();

  await expect(page).toHaveURL(new RegExp(`/tokens/${membership.membershipId}/buy$`));
  const payByCard = page.getByRole('button', { name: 'Pay using Credit Card' });
  await expectClearOfBottomNav(page, payByCard);
  await payByCard.click();
  await acceptTerms(page);
  await expectClearOfBottomNav(page, page.getByRole('button', { name: 'Buy Now' }));
});

test('a free membership says Get it free and is got without a card or a payment page', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // the membership's lock is created and its key granted on chain
  const membership = await businessMembership(request, 'Phone Free Pass', { price: '0' });
  const { credentials, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  const leftTheApp: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(apiUrl)) leftTheApp.push(frame.url());
  });

  await page.goto(`/tokens/${membership.membershipId}/buy`);
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText('FREE', { exact: true })).toBeVisible();
  await expect(price.getByText(/ETH$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay using Credit Card' })).toHaveCount(0);
  await price.getByRole('button', { name: 'Get it free' }).click();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Total')).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.wallet.connect })).toHaveCount(0);
  await acceptTerms(page);
  await summary.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/tokens/${membership.membershipId}/buy\\?stripePurchase=true&session_id=free_\\w+$`),
  );
  const success = page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle });
  await expect(success).toBeVisible({ timeout: 90_000 });
  expect(leftTheApp).toEqual([]);
  const owned = await apiCalls(request, accessToken).ownTokens('page=1&limit=12');
  expect(owned.data.map((copy) => copy.parent_id)).toEqual([membership.membershipId]);
});

test('after a renewal by card, the success dialog stands alone: no refusal in red, no "submitted" toast', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock, a key and its extension on chain
  const membership = await businessMembership(request, 'Phone Renewal Pass', {
    price: '10.00',
    renewalPrice: '4.00',
    expiration: EXPIRING_MEMBERSHIP,
  });
  const { credentials, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  const copyId = await buyByCard(request, accessToken, membership.membershipId);
  await expireShortMemberships();
  await signIn(credentials);
  // The page reads the copy again once renewed: record when it has read it no longer expired.
  let readRenewed = false;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== `/tokens/${copyId}` || response.request().method() !== 'GET') return;
    if (!response.ok()) return;
    const body = await response.json().catch(() => null); // gone once the page moved on
    if (body === null) return;
    if (dataEnvelope(tokenSchema).parse(body).data.owner_info?.status === 'ACTIVE') readRenewed = true;
  });

  await page.goto(`/tokens/${copyId}/buy?renew=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await acceptTerms(page);
  const renewNow = page.getByRole('button', { name: 'Renew Now' });
  await expectClearOfBottomNav(page, renewNow);
  await renewNow.click();
  await page.getByRole('button', { name: 'Pay $4.00' }).click();

  const success = page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle });
  await expect(success).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => readRenewed).toBe(true);
  // Nothing in red behind the success: the copy read again is renewed, which refuses nothing.
  await expect(page.getByRole('alert')).toHaveCount(0);
  // "submitted" went with the processing dialog, if the renewal was seen pending; gone by now (the
  // toast lasts 3 s, the next confirmation comes 5 s later).
  await expect(page.getByText(MESSAGES.success.renewalSubmitted)).toHaveCount(0);
  await success.getByRole('link', { name: 'View Membership' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}\\?owned=true$`));
});
