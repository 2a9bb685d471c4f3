import { MESSAGES, tokenSchema } from '@keyclub/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Address, Hex } from 'viem';
import { createVerifiedUser } from './accounts.ts';
import { apiCalls } from './api.ts';
import { walletModeOnBuyPage } from './buy-page.ts';
import { buyByCard } from './card-purchase.ts';
import { fundedWalletKey } from './funded-wallet.ts';
import { businessMembership } from './memberships.ts';
import { setUpStep } from './set-up-step.ts';
import type { Credentials } from './sign-in.ts';

/**
 * A new business's membership (price 10, royalty 5) and a new customer's copy of it, bought by card:
 * what a resale spec starts from (with the business, whose staff scan it). The customer has no payout account yet (a listing needs one).
 */
export async function ownedCopyByCard(request: APIRequestContext, titlePrefix: string) {
  const { business, title, membershipId } = await businessMembership(request, titlePrefix, {
    price: '10.00',
    royalty: '5',
  });
  const seller = await createVerifiedUser(request, 'CONSUMER');
  const copyId = await buyByCard(request, seller.accessToken, membershipId);
  return { title, seller, copyId, business };
}

/** POST /tokens/{copy}/sell as its owner (who needs a connected payout account): the copy, listed at `price`. */
export const listForResale = setUpStep(
  'a resale listing',
  async function listForResale(
    request: APIRequestContext,
    accessToken: string,
    copyId: number,
    price: string,
  ) {
    return apiCalls(request, accessToken).write(
      'POST',
      `/tokens/${copyId}/sell`,
      { price },
      tokenSchema,
      200,
    );
  },
);

/** What buying a listing from the page needs: the spec's page and its sign-in and wallet fixtures. */
interface BuyerPage {
  page: Page;
  request: APIRequestContext;
  signIn: (credentials: Credentials) => Promise<unknown>;
  wallet: (privateKey: Hex) => Promise<{ address: Address }>;
}

/**
 * A new customer, signed in with a wallet holding $30, buys resale listing `copyId` on its Buy page
 * with the wallet (the price region shows `total`) until the purchase is submitted: the buyer and
 * the wallet's address.
 */
export async function buyListingByWallet(
  { page, request, signIn, wallet }: BuyerPage,
  copyId: number,
  total: string,
) {
  const buyer = await createVerifiedUser(request, 'CONSUMER');
  await signIn(buyer.credentials);
  const { address } = await wallet(await fundedWalletKey(30));
  await page.goto(`/tokens/${copyId}/buy`);
  await expect(page.getByRole('region', { name: 'Price' })).toContainText(total);
  await walletModeOnBuyPage(page, address);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText(MESSAGES.success.purchaseSubmitted)).toBeVisible({ timeout: 90_000 });
  return { ...buyer, address };
}
