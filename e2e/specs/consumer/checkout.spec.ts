import { MESSAGES, type Token } from '@keyclub/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls, apiLogin } from '../../support/api.ts';
import { acceptTerms } from '../../support/buy-page.ts';
import { apiUrl } from '../../support/ports.ts';
import type { Credentials } from '../../support/sign-in.ts';
import { DEMO, expect, test } from '../../support/test.ts';

/** The memberships of which the demo consumer holds a copy (seeded, its key in their custody address). */
async function demoConsumerMemberships(request: APIRequestContext): Promise<number[]> {
  const owned = await (await apiLogin(request, DEMO.consumer)).ownTokens('page=1&limit=24');
  return owned.data.map((copy) => copy.parent_id ?? copy.id);
}

/**
 * A seeded membership on sale with copies to spare and a price to pay by card, one the demo consumer
 * already holds in custody: a second wallet-less buyer of the same lock gets a key at their own
 * custody address (a lock gives an address one key).
 */
async function membershipOnSale(request: APIRequestContext): Promise<Token> {
  const heldInCustody = await demoConsumerMemberships(request);
  const page = await apiCalls(request).marketPlace('page=1&limit=24');
  const onSale = page.data.find(
    ({ id, parent_id, profile }) =>
      parent_id === null &&
      heldInCustody.includes(id) &&
      profile.price > 0 &&
      profile.contract_type === 'INTERNAL' &&
      (profile.available_copies_count === -1 || profile.available_copies_count >= 5),
  );
  if (!onSale) throw new Error('the seeded marketplace lists no membership on sale with copies left');
  return onSale;
}

/** From the buy page: choose the card, accept the terms, Buy Now; the browser goes to the payment page. */
async function payByCard(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Membership' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your Order' }).getByRole('heading', { name: title }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  const buyNow = page.getByRole('button', { name: 'Buy Now' });
  await expect(buyNow).toBeDisabled();
  await acceptTerms(page);
  await buyNow.click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/checkout/local/cs_local_`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a customer buys a membership by card: local payment page, processing, success, the copy is theirs', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // the key is granted on chain before the purchase settles
  const membership = await membershipOnSale(request);
  const { credentials, user, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);

  await page.goto(`/public/token/${membership.id}`);
  await page.getByRole('link', { name: 'Buy Membership' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${membership.id}/buy$`));
  await payByCard(page, membership.profile.title);

  // Hold the first confirmation until the processing dialog has been seen: on a fast machine the
  // purchase can settle before anyone could read it.
  let seenProcessing: () => void = () => undefined;
  const processingSeen = new Promise<void>((resolve) => {
    seenProcessing = resolve;
  });
  const isConfirmation = (url: URL) => url.pathname.endsWith('/purchase') && url.searchParams.has('stripe');
  await page.route(isConfirmation, async (route) => {
    await processingSeen;
    await route.continue();
  });
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(
    new RegExp(`/tokens/${membership.id}/buy\\?stripePurchase=true&session_id=cs_local_\\w+$`),
  );
  const processing = page.getByRole('alertdialog', { name: MESSAGES.checkout.processingTitle });
  await expect(processing).toBeVisible();
  await expect(processing).toContainText('can take up to a minute');
  seenProcessing();

  const success = page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle });
  await expect(success).toBeVisible({ timeout: 90_000 });
  await expect(processing).toBeHidden();

  const owned = await apiCalls(request, accessToken).ownTokens('page=1&limit=12');
  expect(owned.data).toHaveLength(1);
  const [copy] = owned.data;
  expect(copy?.parent_id).toBe(membership.id);
  expect(copy?.owner?.id).toBe(user.id);
  const viewMembership = success.getByRole('link', { name: 'View Membership' });
  await expect(viewMembership).toHaveAttribute('href', `/tokens/${copy?.id}?owned=true`);
  await viewMembership.click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${copy?.id}\\?owned=true$`));
  await expect(page.getByRole('heading', { name: 'Your Membership' })).toBeVisible();

  // The bought copy shows on My Memberships too.
  await page.goto('/tokens');
  const row = page
    .getByRole('list', { name: 'My Memberships' })
    .getByRole('link', { name: membership.profile.title, exact: true });
  await expect(row).toHaveAttribute('href', `/tokens/${copy?.id}?owned=true`);

  // A second copy is not offered.
  await page.goto(`/tokens/${membership.id}/buy`);
  await expect(page.getByRole('region', { name: 'Price' })).toContainText(MESSAGES.membership.alreadyOwned);
  await expect(page.getByRole('button', { name: 'Pay using Credit Card' })).toBeHidden();
});

/** On the local payment page: Pay, then the card return's success dialog once the key is granted. */
async function payAndSeeSuccess(page: Page, membershipId: number) {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/tokens/${membershipId}/buy\\?stripePurchase=true&session_id=cs_local_\\w+$`),
  );
  await expect(page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle })).toBeVisible({
    timeout: 90_000,
  });
}

/**
 * A new customer, signed in, goes from the buy page of a membership on sale to its payment page and
 * leaves it unpaid with `button`: back on the buy page, told `?payment={outcome}`. Answers the membership.
 */
async function backFromPaymentPage(
  {
    page,
    request,
    signIn,
  }: { page: Page; request: APIRequestContext; signIn: (c: Credentials) => Promise<unknown> },
  button: string,
  outcome: 'cancelled' | 'declined',
) {
  const membership = await membershipOnSale(request);
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await page.goto(`/tokens/${membership.id}/buy`);
  await payByCard(page, membership.profile.title);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${membership.id}/buy\\?payment=${outcome}$`));
  return membership;
}

test.describe('back from the payment page unpaid, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Cancel brings the customer back to the order with a calm notice; Buy Now works again at once', async ({
    page,
    request,
    signIn,
  }) => {
    test.slow(); // the second try's key is granted on chain
    const membership = await backFromPaymentPage({ page, request, signIn }, 'Cancel', 'cancelled');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const notice = summary.getByRole('status');
    await expect(notice).toContainText(MESSAGES.checkout.paymentCancelledTitle);
    await expect(notice).toContainText(MESSAGES.checkout.paymentCancelled);
    await expect(notice).toBeInViewport();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText(MESSAGES.errors.cardPaymentFailed)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await summary.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(new RegExp(`^${apiUrl}/checkout/local/cs_local_`));
    await payAndSeeSuccess(page, membership.id);
  });

  test('a declined card brings the customer back with "declined" and another card pays', async ({
    page,
    request,
    signIn,
  }) => {
    test.slow(); // the second try's key is granted on chain
    const membership = await backFromPaymentPage(
      { page, request, signIn },
      'Decline (card refused)',
      'declined',
    );
    const notice = page.getByRole('region', { name: 'Order Summary' }).getByRole('alert');
    await expect(notice).toContainText(MESSAGES.checkout.paymentDeclinedTitle);
    await expect(notice).toContainText(MESSAGES.checkout.paymentDeclined);
    await expect(notice).toBeInViewport();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await notice.getByRole('button', { name: MESSAGES.checkout.tryAnotherCard }).click();
    await expect(page).toHaveURL(new RegExp(`^${apiUrl}/checkout/local/cs_local_`));
    await payAndSeeSuccess(page, membership.id);
  });
});

test('a logged-out visitor who presses Buy logs in and comes back to buy', async ({ page, request }) => {
  const membership = await membershipOnSale(request);
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');

  await page.goto(`/public/token/${membership.id}`);
  await page.getByRole('link', { name: 'Buy Membership' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login/\\?returnUrl=%2Fpublic%2Ftoken%2F${membership.id}$`));
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/public/token/${membership.id}$`));
  await page.getByRole('link', { name: 'Buy Membership' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${membership.id}/buy$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Membership' })).toBeVisible();
});

test('a logged-out visit of the buy page goes to login and back to the buy page', async ({
  page,
  request,
}) => {
  const membership = await membershipOnSale(request);
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');

  await page.goto(`/tokens/${membership.id}/buy`);
  await expect(page).toHaveURL(new RegExp(`/auth/login/\\?returnUrl=%2Ftokens%2F${membership.id}%2Fbuy$`));
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/tokens/${membership.id}/buy$`));
  await expect(
    page.getByRole('region', { name: 'Your Order' }).getByRole('heading', { name: membership.profile.title }),
  ).toBeVisible();
});
