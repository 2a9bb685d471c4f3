import { type APIRequestContext, expect } from '@playwright/test';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { asNewClient } from './client-address.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

/**
 * Buys membership `tokenId` by card through the API as the customer of `accessToken`, the way the
 * buy page does: checkout, Pay on the local payment page, then the purchase poll until the key is
 * granted. Answers the customer's copy and the checkout session the payment was made in (what the
 * provider's dashboard finds a payment by). (Specs about the purchase itself use the browser.)
 */
export const buyByCardInSession = setUpStep(
  'a card purchase',
  async function buyByCardInSession(request: APIRequestContext, accessToken: string, tokenId: number) {
    const headers = { ...asNewClient(), 'x-access-token': accessToken };
    const checkout = await request.post(`${apiUrl}/tokens/checkout`, { headers, data: { id: tokenId } });
    if (checkout.status() !== 201) {
      throw new Error(`POST /tokens/checkout answered ${checkout.status()}: ${await checkout.text()}`);
    }
    const { data: session } = (await checkout.json()) as { data: { url: string; session_id: string } };
    const paid = await request.post(`${apiUrl}${new URL(session.url).pathname}/pay`, {
      headers,
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    let copyId: number | null = null;
    await expect
      .poll(
        async () => {
          const poll = await request.post(`${apiUrl}/tokens/${tokenId}/purchase?stripe=true`, {
            headers,
            data: { session_id: session.session_id },
          });
          const { data } = (await poll.json()) as {
            data: { pending: boolean; token_id: number | null; error: string | null };
          };
          if (data.error) throw new Error(`the purchase of ${tokenId} failed: ${data.error}`);
          copyId = data.token_id;
          return data.pending;
        },
        { timeout: 90_000 },
      )
      .toBe(false);
    if (copyId === null) throw new Error(`the purchase of ${tokenId} settled without a copy`);
    return { copyId: copyId as number, sessionId: session.session_id };
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
    const headers = { 'x-access-token': user.accessToken };
    const account = privateKeyToAccount(privateKey);
    const nonce = await request.get(`${apiUrl}/wallet/${user.id}/nonce`, { headers });
    const { data } = (await nonce.json()) as { data: { nonce: string; domain: string; chain_id: number } };
    const message = createSiweMessage({
      address: account.address,
      chainId: data.chain_id,
      domain: data.domain,
      nonce: data.nonce,
      uri: `http://${data.domain}`,
      version: '1',
      issuedAt: new Date(),
    });
    const linked = await request.post(`${apiUrl}/wallet/${user.id}`, {
      headers,
      data: { address: account.address, message, signature: await account.signMessage({ message }) },
    });
    if (!linked.ok())
      throw new Error(`linking the wallet answered ${linked.status()}: ${await linked.text()}`);
    return account.address;
  },
);
