import { readFileSync } from 'node:fs';
import { deploymentSchema, erc20Abi, publicLockAbi, usdToTokenUnits } from '@keyclub/chain';
import { formatDateTimeInZone, MESSAGES, type Token } from '@keyclub/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Address, createPublicClient, http } from 'viem';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { acceptTerms, walletModeOnBuyPage } from '../../support/buy-page.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { EXPIRING_MEMBERSHIP, expireShortMemberships, MIN_LASTING_DAYS } from '../../support/chain-clock.ts';
import { lockAddressOf } from '../../support/evm-address.ts';
import { fundedWalletKey } from '../../support/funded-wallet.ts';
import { deploymentFile } from '../../support/global-setup.ts';
import { createMembership, type GateEntry, type MembershipOptions } from '../../support/memberships.ts';
import { VIEWER_TIME_ZONE } from '../../support/owner-expiry.ts';
import { chainRpcUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

test.use({ timezoneId: VIEWER_TIME_ZONE });

const OPENTABLE: GateEntry = {
  gate_configuration: { type: 'OPENTABLE' },
  values: 'https://www.opentable.com/widget/reservation/loader?rid=412810',
};
const REDIRECT: GateEntry = {
  gate_configuration: { type: 'REDIRECT' },
  values: 'https://book.example.com/tables',
};

/** A membership of a new business (its own lock on the e2e chain). */
async function membershipOf(
  request: APIRequestContext,
  options: Omit<MembershipOptions, 'categoryId' | 'title'>,
) {
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await apiCalls(request).categories();
  const title = `Owned pass ${Date.now().toString(36)}`;
  const id = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories[0]?.id ?? 1,
    ...options,
  });
  return { id, title };
}

/** The stablecoin `address` holds on the e2e chain (base units). */
async function usdHeld(address: Address) {
  const { usdToken } = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
  return createPublicClient({ transport: http(chainRpcUrl) }).readContract({
    address: usdToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
}

/** The customer's copy as GET /tokens/{id} answers its owner. */
const ownedCopy = (request: APIRequestContext, accessToken: string, copyId: number) =>
  apiCalls(request, accessToken).token(copyId);

/** The key's expiry as the lock holds it, written as the page shows it (the viewer's zone, named). */
async function expiryOnChain(copy: Token) {
  const expiration = await createPublicClient({ transport: http(chainRpcUrl) }).readContract({
    address: lockAddressOf(copy),
    abi: publicLockAbi,
    functionName: 'keyExpirationTimestampFor',
    args: [BigInt(copy.token_id_bc ?? 0)],
  });
  return formatDateTimeInZone(new Date(Number(expiration) * 1000), VIEWER_TIME_ZONE);
}

const yourMembership = (page: Page) => page.getByRole('region', { name: 'Your Membership' });
const expirationValue = (page: Page) =>
  yourMembership(page).getByText(/^\d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}:\d{2} \(America\/New_York\)$/);

/**
 * The colour the theme gives error texts ('fg.error'), as the browser computes it, once the page's
 * styles are in (the theme's variables are inserted as the app renders).
 */
const errorColour = async (page: Page) => {
  await page.waitForFunction(
    () => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-fg-error') !== '',
  );
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--chakra-colors-fg-error)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
};

test('after a card purchase, View Membership opens the owned membership: its ID, its expiration and the reservations', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock is created and a key granted on chain
  const membership = await membershipOf(request, {
    price: '12.00',
    expiration: { duration: MIN_LASTING_DAYS, unit: 'DAYS' },
    gates: [OPENTABLE, REDIRECT],
  });
  const { credentials, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);

  await page.goto(`/tokens/${membership.id}/buy`);
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const success = page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle });
  await success.getByRole('link', { name: 'View Membership' }).click({ timeout: 90_000 });

  await expect(page).toHaveURL(/\/tokens\/\d+\?owned=true$/);
  const copyId = Number(new URL(page.url()).pathname.split('/')[2]);
  const copy = await ownedCopy(request, accessToken, copyId);
  await expect(page.getByRole('heading', { level: 1, name: membership.title })).toBeVisible();
  await expect(page).toHaveTitle('Membership | Keyclub');
  await expect(yourMembership(page)).toContainText(`Membership ID${copy.token_id_bc}`);
  await expect(expirationValue(page)).toHaveText(await expiryOnChain(copy));
  await expect(expirationValue(page)).not.toHaveCSS('color', await errorColour(page));
  await expect(page.getByRole('link', { name: 'Renew Membership' })).toBeHidden();

  await page.getByRole('button', { name: 'Make Reservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Reservation' });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', OPENTABLE.values);
  await expect(dialog.getByRole('link', { name: `Reserve at ${membership.title}` })).toHaveAttribute(
    'href',
    REDIRECT.values,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Without owned=true the owner sees the public detail.
  await page.goto(`/tokens/${copyId}`);
  await expect(page.getByRole('heading', { name: 'Membership Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Reservation' })).toBeHidden();
});

test('an expired membership shows its expiration in red and no reservation; renewed by card, it shows the new expiration', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock, a key and its extension on chain
  const membership = await membershipOf(request, {
    price: '10.00',
    renewalPrice: '4.00',
    expiration: EXPIRING_MEMBERSHIP,
    gates: [REDIRECT],
  });
  const { credentials, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  const copyId = await buyByCard(request, accessToken, membership.id);
  const before = await expiryOnChain(await ownedCopy(request, accessToken, copyId));
  await expireShortMemberships();
  await signIn(credentials);

  await page.goto(`/tokens/${copyId}?owned=true`);
  await expect(expirationValue(page)).toHaveText(before);
  await expect(expirationValue(page)).toHaveCSS('color', await errorColour(page));
  await expect(page.getByRole('button', { name: 'Make Reservation' })).toBeDisabled();
  await page.getByRole('link', { name: 'Renew Membership' }).click();

  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}/buy\\?renew=true$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Renew Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: membership.title })).toBeVisible();
  // A renewal costs the renewal price.
  await page.getByRole('button', { name: 'Pay $4.00' }).click();

  const success = page.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle });
  await expect(success).toBeVisible({ timeout: 90_000 });
  await success.getByRole('link', { name: 'View Membership' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}\\?owned=true$`));
  const after = await expiryOnChain(await ownedCopy(request, accessToken, copyId));
  expect(after).not.toBe(before);
  await expect(expirationValue(page)).toHaveText(after);
});

// The lock's renewal price hook charges `extend` the renewal price, above the price and below it.
for (const { price, renewalPrice } of [
  { price: 3, renewalPrice: 5 },
  { price: 5, renewalPrice: 3 },
]) {
  test(`an expired membership bought with the wallet for $${price} is renewed with the wallet at its renewal price of $${renewalPrice}, and shows the new expiration`, async ({
    page,
    request,
    signIn,
    wallet,
  }) => {
    test.slow(); // a lock, a purchase and an extension on chain
    const membership = await membershipOf(request, {
      price: price.toFixed(2),
      renewalPrice: renewalPrice.toFixed(2),
      expiration: EXPIRING_MEMBERSHIP,
    });
    const { credentials, accessToken } = await createVerifiedUser(request, 'CONSUMER');
    await signIn(credentials);
    const { address } = await wallet(await fundedWalletKey(20));

    await page.goto(`/tokens/${membership.id}/buy`);
    await walletModeOnBuyPage(page, address);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByText(MESSAGES.success.purchaseSubmitted)).toBeVisible({ timeout: 60_000 });
    // The purchase ends on the customer's new copy.
    await expect(page).toHaveURL(/\/tokens\/\d+\?owned=true$/);
    const copyId = Number(new URL(page.url()).pathname.split('/')[2]);
    const before = await expiryOnChain(await ownedCopy(request, accessToken, copyId));
    await expect(expirationValue(page)).toHaveText(before);
    expect(await usdHeld(address)).toBe(usdToTokenUnits(20 - price));

    await expireShortMemberships();
    await page.reload();
    await expect(expirationValue(page)).toHaveCSS('color', await errorColour(page));
    await page.getByRole('link', { name: 'Renew Membership' }).click();
    await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}/buy\\?renew=true$`));
    await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Renew Now' }).click();

    await expect(page.getByText(MESSAGES.success.renewalSubmitted)).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}\\?owned=true$`));
    const after = await expiryOnChain(await ownedCopy(request, accessToken, copyId));
    expect(after).not.toBe(before);
    await expect(expirationValue(page)).toHaveText(after);
    expect(await usdHeld(address)).toBe(usdToTokenUnits(20 - price - renewalPrice));
  });
}
