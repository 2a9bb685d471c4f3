import { walletItemSchema, walletNonceSchema } from '@keyclub/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { type Hex, isAddressEqual } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { z } from 'zod';
import { type ApiCalls, apiCalls } from './api.ts';
import { asNewClient } from './client-address.ts';
import { addressSchema } from './evm-address.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

/**
 * Polls the purchase of membership `tokenId` in checkout session `sessionId` as the buy page does
 * after the payment (POST /tokens/{id}/purchase?stripe=true) until it settles; answers the copy.
 */
export async function settledCopy(calls: ApiCalls, tokenId: number, sessionId: string): Promise<number> {
  let copyId: number | null = null;
  await expect
    .poll(
      async () => {
        const result = await calls.cardPurchase(tokenId, sessionId);
        if (result.error) throw new Error(`the purchase of ${tokenId} failed: ${result.error}`);
        copyId = result.token_id;
        return result.pending;
      },
      { timeout: 90_000 },
    )
    .toBe(false);
  if (copyId === null) throw new Error(`the purchase of ${tokenId} settled without a copy`);
  return copyId;
}

/**
 * Buys membership `tokenId` by card through the API as the customer of `accessToken`, the way the
 * buy page does: checkout, Pay on the local payment page, then the purchase poll until the key is
 * granted. Answers the customer's copy and the checkout session the payment was made in (what the
 * provider's dashboard finds a payment by). (Specs about the purchase itself use the browser.)
 */
export const buyByCardInSession = setUpStep(
  'a card purchase',
  async function buyByCardInSession(request: APIRequestContext, accessToken: string, tokenId: number) {
    const calls = apiCalls(request, accessToken);
    const session = await calls.checkout(tokenId);
    const paid = await request.post(`${apiUrl}${new URL(session.url).pathname}/pay`, {
      headers: { ...asNewClient(), 'x-access-token': accessToken },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    return { copyId: await settledCopy(calls, tokenId, session.session_id), sessionId: session.session_id };
  },
);

/** buyByCardInSession's copy: the id of the customer's copy. */
export const buyByCard = async (request: APIRequestContext, accessToken: string, tokenId: number) =>
  (await buyByCardInSession(request, accessToken, tokenId)).copyId;

/**
 * Links the wallet of `privateKey` to the user as the header menu does (Sign-In with Ethereum through
 * GET /wallet/{id}/nonce and POST /wallet/{id}): card purchases then deliver keys to it.
 */
export const linkWalletThroughApi = setUpStep(
  'a linked wallet',
  async function linkWalletThroughApi(
    request: APIRequestContext,
    user: { id: number; accessToken: string },
    privateKey: Hex,
  ) {
    const calls = apiCalls(request, user.accessToken);
    const account = privateKeyToAccount(privateKey);
    const data = await calls.read(`/wallet/${user.id}/nonce`, walletNonceSchema);
    const message = createSiweMessage({
      address: account.address,
      chainId: data.chain_id,
      domain: data.domain,
      nonce: data.nonce,
      uri: `http://${data.domain}`,
      version: '1',
      issuedAt: new Date(),
    });
    const signature = await account.signMessage({ message });
    const linked = await calls.write(
      'POST',
      `/wallet/${user.id}`,
      { address: account.address, message, signature },
      z.array(walletItemSchema),
    );
    if (!linked.some((wallet) => isAddressEqual(addressSchema.parse(wallet.address), account.address)))
      throw new Error(`POST /wallet/${user.id} did not list ${account.address}`);
    return account.address;
  },
);
