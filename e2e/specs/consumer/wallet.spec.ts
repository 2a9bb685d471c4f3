import { publicLockAbi } from '@keyclub/chain';
import { MESSAGES, shortenAddress } from '@keyclub/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Address, createPublicClient, http } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { walletModeOnBuyPage } from '../../support/buy-page.ts';
import { lockAddressOf } from '../../support/evm-address.ts';
import { fundedWalletKey } from '../../support/funded-wallet.ts';
import { injectWallet } from '../../support/injected-wallet.ts';
import { createMembership } from '../../support/memberships.ts';
import { apiUrl, chainRpcUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

const openUserMenu = (page: Page) => page.getByRole('button', { name: 'Test Member' }).click();

test('a customer links the wallet from the header menu and sees its address shortened', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  const { credentials, user, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  const { address } = await wallet(generatePrivateKey());
  const walletCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/wallet/')) walletCalls.push(sent.url());
  });
  await page.goto('/marketplace');
  await expect(page.getByRole('button', { name: 'Test Member' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The wallet entry (and wagmi with it) loads when the menu opens, not with every page.
  expect(walletCalls).toEqual([]);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: MESSAGES.wallet.connect }).click();
  await expect(page.getByText(MESSAGES.success.walletVerified)).toBeVisible();

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: shortenAddress(address) })).toBeVisible();
  const linked = await request.get(`${apiUrl}/wallet/${user.id}`, {
    headers: { 'x-access-token': accessToken },
  });
  expect(await linked.json()).toEqual({ data: [{ address }] });
});

test('a wallet whose signature comes from another key is refused with the spec’s message', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  const { credentials, user, accessToken } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await wallet(generatePrivateKey(), { signMessagesWith: generatePrivateKey() });
  await page.goto('/marketplace');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: MESSAGES.wallet.connect }).click();
  await expect(page.getByText(MESSAGES.errors.signingAddressMismatch)).toBeVisible();

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: MESSAGES.wallet.connect })).toBeVisible();
  const linked = await request.get(`${apiUrl}/wallet/${user.id}`, {
    headers: { 'x-access-token': accessToken },
  });
  expect(await linked.json()).toEqual({ data: [] });
});

/** A membership of a new business, sold through its own lock on the e2e chain. */
async function membershipOnChain(request: APIRequestContext, price: string) {
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await apiCalls(request).categories();
  const title = `Wallet pass ${Date.now() % 100_000}`;
  const tokenId = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories[0]?.id ?? 1,
    price,
  });
  const membership = await apiCalls(request).token(tokenId);
  return { tokenId, title, lock: lockAddressOf(membership) };
}

/** Opens the buy page in wallet mode: pay by card chosen, the wallet connected and verified, terms accepted. */
async function buyPageInWalletMode(page: Page, tokenId: number, address: Address) {
  await page.goto(`/tokens/${tokenId}/buy`);
  await walletModeOnBuyPage(page, address);
}

const keysOf = (lock: Address, owner: Address) =>
  createPublicClient({ transport: http(chainRpcUrl) }).readContract({
    address: lock,
    abi: publicLockAbi,
    functionName: 'balanceOf',
    args: [owner],
  });

test('a customer buys a membership with the wallet on the local chain: the key on chain, the copy in My Memberships', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  const { tokenId, title, lock } = await membershipOnChain(request, '7.50');
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  const { address } = await wallet(await fundedWalletKey(20));
  await buyPageInWalletMode(page, tokenId, address);
  await page.getByRole('button', { name: 'Buy Now' }).click();

  await expect(page.getByText(MESSAGES.success.purchaseSubmitted)).toBeVisible({ timeout: 60_000 });
  // The purchase ends on the customer's new copy, which My Memberships lists too.
  await expect(page).toHaveURL(/\/tokens\/\d+\?owned=true$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Membership' })).toBeVisible();
  await page.goto('/tokens');
  await expect(page.getByText(title)).toBeVisible();

  expect(await keysOf(lock, address)).toBe(1n);
  const chain = createPublicClient({ transport: http(chainRpcUrl) });
  expect(
    await chain.readContract({
      address: lock,
      abi: publicLockAbi,
      functionName: 'getHasValidKey',
      args: [address],
    }),
  ).toBe(true);
});

test('too little stablecoin is said before anything is paid, and a rejected payment says to accept it', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  const { tokenId, lock } = await membershipOnChain(request, '7.50');
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  const poor = await wallet(await fundedWalletKey(1));
  await buyPageInWalletMode(page, tokenId, poor.address);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText(MESSAGES.checkout.notEnoughUsd('7.50', '1.00'))).toBeVisible();
  expect(await keysOf(lock, poor.address)).toBe(0n);

  const page2 = await page.context().newPage();
  const rejecting = await injectWallet(page2, await fundedWalletKey(20), { rejectTransactions: true });
  await buyPageInWalletMode(page2, tokenId, rejecting.address);
  await page2.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page2.getByText(MESSAGES.errors.walletRejected)).toBeVisible();
  expect(await keysOf(lock, rejecting.address)).toBe(0n);
});
