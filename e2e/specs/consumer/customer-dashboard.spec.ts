import { createVerifiedUser } from '../../support/accounts.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { EXPIRING_MEMBERSHIP, expireShortMemberships, MIN_LASTING_DAYS } from '../../support/chain-clock.ts';
import { createMembership } from '../../support/memberships.ts';
import { ownersExpiry, VIEWER_TIME_ZONE } from '../../support/owner-expiry.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { connectPayoutsThroughApi } from '../../support/payouts.ts';
import { listForResale } from '../../support/resale.ts';
import { expect, test } from '../../support/test.ts';

test.use({ timezoneId: VIEWER_TIME_ZONE });

test('a new customer sees My Memberships with the empty state and a way to the marketplace', async ({
  page,
  request,
  signIn,
}) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await page.goto('/marketplace');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Memberships' }).click();

  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Memberships' })).toBeVisible();
  await expect(page.getByText('You do not have any Memberships')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the Marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});

test('a logged-out visitor of /tokens goes to login and comes back after logging in', async ({
  page,
  request,
}) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.goto('/tokens');
  await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Ftokens$/);

  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByText('You do not have any Memberships')).toBeVisible();
});

test('logging in through the form lands on the customer dashboard', async ({ page, request }) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Memberships' })).toBeVisible();
  await expect(page.getByText('You do not have any Memberships')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('My Memberships fits the phone: whole titles, a listed copy, expiry dates, a search, Renew on an expired row', async ({
    api,
    page,
    request,
    signIn,
  }) => {
    test.slow(); // two locks and two keys on chain, one listed for resale
    const business = await createVerifiedUser(request, 'BUSINESS');
    const categoryId = (await api.categories())[0]?.id ?? 1;
    // Short enough to show whole in a phone's row (a longer one ends in an ellipsis).
    const suffix = Date.now().toString(36).slice(-5);
    const listedTitle = `Cinema Club ${suffix}`;
    const expiredTitle = `Harbor Club ${suffix}`;
    const lasting = await createMembership(request, business.accessToken, {
      title: listedTitle,
      categoryId,
      price: '10.00',
      expiration: { duration: MIN_LASTING_DAYS, unit: 'DAYS' },
    });
    const expiring = await createMembership(request, business.accessToken, {
      title: expiredTitle,
      categoryId,
      price: '10.00',
      renewalPrice: '4.00',
      expiration: EXPIRING_MEMBERSHIP,
    });
    const customer = await createVerifiedUser(request, 'CONSUMER');
    const listedCopy = await buyByCard(request, customer.accessToken, lasting);
    await connectPayoutsThroughApi(request, customer.accessToken);
    await listForResale(request, customer.accessToken, listedCopy, '20');
    const expiredCopy = await buyByCard(request, customer.accessToken, expiring);
    const listedExpiry = await ownersExpiry(request, listedCopy, customer.accessToken);
    const expiredExpiry = await ownersExpiry(request, expiredCopy, customer.accessToken);
    await expireShortMemberships();

    await signIn(customer.credentials);
    await page.goto('/tokens');
    const list = page.getByRole('list', { name: 'My Memberships' });
    const listedRow = list.getByRole('listitem').filter({ hasText: listedTitle });
    const expiredRow = list.getByRole('listitem').filter({ hasText: expiredTitle });
    await expect(listedRow.getByText('For sale')).toBeVisible();
    await expect(expiredRow.getByText('Token Expired')).toBeVisible();

    // Nothing wider than the phone, the bottom nav on screen.
    await expectNoWiderThanScreen(page);
    // Each title shows whole: its row does not give its width to the buttons.
    for (const title of [listedTitle, expiredTitle]) {
      const link = list.getByRole('link', { name: title, exact: true });
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    // When each key expires, as the owned detail says it.
    await expect(listedRow.getByText(`Expires ${listedExpiry}`, { exact: true })).toBeVisible();
    await expect(expiredRow.getByText(`Expired ${expiredExpiry}`, { exact: true })).toBeVisible();
    await expect(listedRow.getByRole('link', { name: `Renew ${listedTitle}` })).toHaveCount(0);

    // The search box keeps the memberships whose title holds what is typed, in the URL; nothing
    // matching says so with the spec's text; clearing it brings every row back.
    const search = page.getByRole('searchbox', { name: 'Search my memberships' });
    await search.fill(`cinema club ${suffix}`);
    await expect(page).toHaveURL(/[?&]search=cinema/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(listedRow).toBeVisible();
    await search.fill(`no such club ${suffix}`);
    await expect(page.getByText('This search does not match any Memberships you own')).toBeVisible();
    await expectNoWiderThanScreen(page);
    await search.fill('');
    await expect(page).toHaveURL(/\/tokens$/);
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // The expired row renews through the renewal checkout.
    await expiredRow.getByRole('link', { name: `Renew ${expiredTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tokens/${expiredCopy}/buy\\?renew=true$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Renew Membership' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Price' }).getByText('$4.00', { exact: true }),
    ).toBeVisible();
  });
});
