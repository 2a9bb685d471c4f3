import { generatePrivateKey } from 'viem/accounts';
import { createVerifiedUser } from '../../support/accounts.ts';
import { acceptTerms } from '../../support/buy-page.ts';
import { buyByCard, linkWalletThroughApi } from '../../support/card-purchase.ts';
import { createMembership } from '../../support/memberships.ts';
import { ownersExpiry, VIEWER_TIME_ZONE } from '../../support/owner-expiry.ts';
import { connectPayoutsThroughApi } from '../../support/payouts.ts';
import { apiUrl } from '../../support/ports.ts';
import { listForResale } from '../../support/resale.ts';
import { expect, test } from '../../support/test.ts';

test.use({ timezoneId: VIEWER_TIME_ZONE });

const PHONE = { width: 390, height: 844 };

test('the detail of a copy on resale shows what its buyer pays, how long it stays valid, and that it is a resale', async ({
  api,
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock is created and a key granted on chain
  // A membership of price 10 and renewal price 4 lasting 60 days; a customer's copy listed at 20:
  // with the 5 % royalty and the 2.5 % transaction fee a buyer pays 21.50.
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await api.categories();
  const title = `Resale Detail Pass ${Date.now().toString(36)}`;
  const membershipId = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories[0]?.id ?? 1,
    price: '10.00',
    renewalPrice: '4.00',
    royalty: '5',
    expiration: { duration: 60, unit: 'DAYS' },
  });
  const seller = await createVerifiedUser(request, 'CONSUMER');
  const copyId = await buyByCard(request, seller.accessToken, membershipId);
  await connectPayoutsThroughApi(request, seller.accessToken);
  await listForResale(request, seller.accessToken, copyId, '20');
  const expiry = await ownersExpiry(request, copyId, seller.accessToken);

  // A second customer on a phone opens it from the marketplace's resale list.
  const buyer = await createVerifiedUser(request, 'CONSUMER');
  await linkWalletThroughApi(
    request,
    { id: buyer.user.id as number, accessToken: buyer.accessToken },
    generatePrivateKey(),
  );
  await page.setViewportSize(PHONE);
  await signIn(buyer.credentials);
  await page.goto('/marketplace');
  const card = page
    .getByRole('list', { name: 'For resale' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('$21.50');
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/public/token/${copyId}$`));

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Resale', { exact: true })).toBeVisible();
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText('Resale Price', { exact: true })).toBeVisible();
  await expect(price.getByText('$21.50', { exact: true })).toBeVisible();
  await expect(price).not.toContainText('Renewal Price');
  const details = page.getByRole('region', { name: 'Membership Details' });
  await expect(details.getByText(expiry, { exact: true })).toBeVisible();
  // Listed at once after the purchase: 59 or 60 whole days are left.
  await expect(details.getByText(/^(59|60) days$/)).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The card checkout charges the total the detail showed. On a phone Buy Membership sits in the
  // bar at the foot of the screen, beside the same price (buy-path.spec).
  const buyBar = page.getByRole('region', { name: 'Buy' });
  await expect(buyBar.getByText('$21.50', { exact: true })).toBeVisible();
  await buyBar.getByRole('link', { name: 'Buy Membership' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/checkout/local/cs_local_`));
  await expect(page.getByRole('button', { name: /^Pay \$21\.50/ })).toBeVisible();
});
