import { publicLockAbi } from '@keyclub/chain';
import { MESSAGES, sellTermsSchema } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import { type Address, createPublicClient, http } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { acceptTerms } from '../../support/buy-page.ts';
import { linkWalletThroughApi } from '../../support/card-purchase.ts';
import { lockAddressOf } from '../../support/evm-address.ts';
import { connectPayoutsThroughApi } from '../../support/payouts.ts';
import { apiUrl, chainRpcUrl } from '../../support/ports.ts';
import { buyListingByWallet, listForResale, ownedCopyByCard } from '../../support/resale.ts';
import { signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';
import { walletBoughtCopy } from '../../support/wallet-purchase.ts';

/** A customer's copy (support/resale.ts), the customer's payout account connected: a listing needs it (issue 34). */
async function ownedCopy(request: APIRequestContext, titlePrefix: string) {
  const owned = await ownedCopyByCard(request, titlePrefix);
  await connectPayoutsThroughApi(request, owned.seller.accessToken);
  return owned;
}

/** The holder of key `keyId` on `lock`, as the e2e chain has it. */
const holderOf = (lock: Address, keyId: string) =>
  createPublicClient({ transport: http(chainRpcUrl) }).readContract({
    abi: publicLockAbi,
    address: lock,
    functionName: 'ownerOf',
    args: [BigInt(keyId)],
  });

/** The ids of the consumer's own copies (My Memberships). */
async function ownedIds(request: APIRequestContext, accessToken: string) {
  const { data } = await apiCalls(request, accessToken).ownTokens('page=1&limit=50');
  return data.map((token) => token.id);
}

/** The open resale listing `copyId` as the marketplace lists it, or undefined. */
async function resaleListing(request: APIRequestContext, copyId: number) {
  const page = await apiCalls(request).marketPlace('is_parent=false&limit=50');
  return page.data.find((listing) => listing.id === copyId);
}

test('a customer lists a membership for resale and a second customer buys it by card: the key and the copy are theirs', async ({
  browser,
  page,
  request,
  signIn: signInSeller,
}) => {
  test.slow(); // a lock is created, a key granted, and moved again on chain
  const { title, seller, copyId } = await ownedCopy(request, 'Resale Pass');

  // The seller finds Sell on their memberships.
  await signInSeller(seller.credentials);
  await page.goto('/tokens');
  await page.getByRole('link', { name: `Sell ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}/sell$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Membership NFT' })).toBeVisible();
  await expect(page).toHaveTitle(/Sell Membership NFT/);
  const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'My Membership NFTs' })).toHaveAttribute('href', '/tokens');
  const summary = page.getByRole('region', { name: 'Summary' });
  // Both percentages are shown before anything is listed: the royalty and the platform's default fee.
  await expect(summary.getByText('Commission fee (5%)')).toBeVisible();
  await expect(summary.getByText('Transaction fee (2.5%)')).toBeVisible();

  // Below the asking price (the membership's price): the modal, and nothing is listed.
  const price = page.getByRole('textbox', { name: /Price/ });
  await price.fill('9.99');
  await page.getByRole('button', { name: 'Post your listing' }).click();
  const below = page.getByRole('alertdialog', { name: MESSAGES.errors.priceBelowAskingTitle });
  await expect(below).toContainText(MESSAGES.errors.priceBelowAsking);
  await below.getByRole('button', { name: /close/i }).click();
  await expect(below).toBeHidden();
  expect(await resaleListing(request, copyId)).toBeUndefined();

  // 5 % of 20 is 1.00, 2.5 % is 0.50: a buyer pays 21.50.
  await price.fill('20');
  await expect(summary.getByText('$21.50')).toBeVisible();
  await page.getByRole('button', { name: 'Post your listing' }).click();
  const confirm = page.getByRole('alertdialog', { name: MESSAGES.sell.confirmTitle });
  await confirm.getByRole('button', { name: 'Post your listing' }).click();
  const listed = page.getByRole('alertdialog', { name: MESSAGES.sell.listedTitle });
  await expect(listed).toBeVisible();
  await listed.getByRole('button', { name: 'Go to My Memberships' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  const sellerRow = page.getByRole('list', { name: 'My Memberships' }).getByRole('listitem');
  await expect(sellerRow.filter({ hasText: title })).toContainText('For sale');
  expect((await resaleListing(request, copyId))?.total_amount).toBe(21.5);

  // A second customer, whose card purchases go to their wallet, finds it in the marketplace.
  const buyer = await createVerifiedUser(request, 'CONSUMER');
  const buyerWallet = await linkWalletThroughApi(
    request,
    { id: buyer.user.id as number, accessToken: buyer.accessToken },
    generatePrivateKey(),
  );
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, request, buyer.credentials);
  await buyerPage.goto('/marketplace');
  const forResale = buyerPage.getByRole('list', { name: 'For resale' });
  const card = forResale.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('$21.50');
  await card.getByRole('link', { name: title }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`/public/token/${copyId}$`));
  await buyerPage.getByRole('link', { name: 'Buy Membership' }).click();

  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Buy Membership' })).toBeVisible();
  await expect(buyerPage.getByRole('region', { name: 'Price' })).toContainText('$21.50');
  await buyerPage.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await acceptTerms(buyerPage);
  await buyerPage.getByRole('button', { name: 'Buy Now' }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`^${apiUrl}/checkout/local/cs_local_`));
  await buyerPage.getByRole('button', { name: /^Pay \$21\.50/ }).click();
  const success = buyerPage.getByRole('alertdialog', { name: MESSAGES.checkout.processedTitle });
  await expect(success).toBeVisible({ timeout: 90_000 });
  await expect(success.getByRole('link', { name: 'View Membership' })).toHaveAttribute(
    'href',
    `/tokens/${copyId}?owned=true`,
  );

  // The key is the buyer's on chain.
  const copy = await apiCalls(request, buyer.accessToken).token(copyId);
  const chain = createPublicClient({ transport: http(chainRpcUrl) });
  const holder = await chain.readContract({
    abi: publicLockAbi,
    address: lockAddressOf(copy),
    functionName: 'ownerOf',
    args: [BigInt(copy.token_id_bc ?? -1)],
  });
  expect(holder).toBe(buyerWallet);
  await buyerContext.close();

  // The seller's memberships no longer list it.
  await page.reload();
  await expect(page.getByText(MESSAGES.empty.ownedMemberships)).toBeVisible();
});

test('a customer withdraws a listing from the Sell page: it leaves the marketplace', async ({
  page,
  request,
  signIn: signInSeller,
}) => {
  test.slow(); // a lock is created and a key granted on chain
  const { title, seller, copyId } = await ownedCopy(request, 'Withdrawn Pass');
  await listForResale(request, seller.accessToken, copyId, '30');
  expect((await resaleListing(request, copyId))?.total_amount).toBe(32.25);

  await signInSeller(seller.credentials);
  await page.goto(`/tokens/${copyId}/sell`);
  await expect(page.getByText('Listed now for $32.25')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw listing' }).click();
  await expect(page.getByText(MESSAGES.sell.withdrawn)).toBeVisible();
  await expect(page).toHaveURL(/\/tokens$/);
  const row = page
    .getByRole('list', { name: 'My Memberships' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row.getByRole('link', { name: `Sell ${title}` })).toBeVisible();
  await expect(row).not.toContainText('For sale');
  expect(await resaleListing(request, copyId)).toBeUndefined();
});

test('a second customer buys a resale listing with the wallet: the key moves to their wallet and the seller no longer holds it', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  test.slow(); // a lock is created, a key granted, paid for on chain and moved again
  const { title, seller, copyId } = await ownedCopy(request, 'Wallet Resale Pass');
  const listing = await listForResale(request, seller.accessToken, copyId, '20');
  const sellerHolder = await holderOf(lockAddressOf(listing), listing.token_id_bc ?? '');

  // 5 % of 20 is 1.00 and 2.5 % is 0.50: the wallet pays 21.50 of its 30 to the platform's treasury.
  const buyer = await buyListingByWallet({ page, request, signIn, wallet }, copyId, '$21.50');
  const { address } = buyer;
  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}\\?owned=true$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Membership' })).toBeVisible();

  // On chain the key left the seller's custody for the buyer's wallet; the seller's list lost it.
  expect(await holderOf(lockAddressOf(listing), listing.token_id_bc ?? '')).toBe(address);
  expect(sellerHolder).not.toBe(address);
  expect(await ownedIds(request, seller.accessToken)).not.toContain(copyId);
  expect(await ownedIds(request, buyer.accessToken)).toContain(copyId);
  expect(await resaleListing(request, copyId)).toBeUndefined();
});

test('a customer whose key is in their own wallet opens Sell from the owned page and approves Keyclub from the wallet before it is listed', async ({
  page,
  request,
  signIn,
  wallet,
}) => {
  test.slow(); // a lock is created, a key bought on chain, then an approval mined
  const {
    lock,
    customer: seller,
    key,
    copyId,
    keyId,
  } = await walletBoughtCopy(request, 'Wallet Held Pass', { price: '10.00', royalty: '5' }, 20);
  await connectPayoutsThroughApi(request, seller.accessToken);
  const approvedOf = () =>
    createPublicClient({ transport: http(chainRpcUrl) }).readContract({
      abi: publicLockAbi,
      address: lock,
      functionName: 'getApproved',
      args: [keyId],
    });
  const signer = (await apiCalls(request, seller.accessToken).read(`/tokens/${copyId}/sell`, sellTermsSchema))
    .wallet_approval?.spender;
  expect(signer).toBeDefined();
  expect(await approvedOf()).not.toBe(signer);

  // The owned page's Sell Membership opens the Sell page.
  await signIn(seller.credentials);
  const { address } = await wallet(key);
  await page.goto(`/tokens/${copyId}?owned=true`);
  await expect(page.getByRole('heading', { name: 'Your Membership' })).toBeVisible();
  await page.getByRole('link', { name: 'Sell Membership' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${copyId}/sell$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Membership NFT' })).toBeVisible();

  await page.getByRole('textbox', { name: /Price/ }).fill('20');
  await page.getByRole('button', { name: 'Post your listing' }).click();
  const confirm = page.getByRole('alertdialog', { name: MESSAGES.sell.confirmTitle });
  await expect(confirm).toContainText('Your wallet will ask you to approve Keyclub');
  await confirm.getByRole('button', { name: 'Post your listing' }).click();

  // The wallet approved the API signer for this key on chain, then the listing went up.
  await expect(page.getByRole('alertdialog', { name: MESSAGES.sell.listedTitle })).toBeVisible({
    timeout: 60_000,
  });
  expect(await approvedOf()).toBe(signer);
  expect(await holderOf(lock, keyId.toString())).toBe(address);
  expect((await resaleListing(request, copyId))?.total_amount).toBe(21.5);
});
