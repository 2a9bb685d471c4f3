import { type APIRequestContext, expect } from '@playwright/test';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { apiUrl } from './ports.ts';

/**
 * Buys token `id` by card through the API, as the buy page and the local payment page would: opens the
 * checkout, pays on the local page, polls the purchase until it settles. Answers the owned copy's id.
 */
export async function buyByCardThroughApi(
  request: APIRequestContext,
  accessToken: string,
  id: number,
): Promise<number> {
  const headers = { 'x-access-token': accessToken };
  const opened = await request.post(`${apiUrl}/tokens/checkout`, { headers, data: { id } });
  if (opened.status() !== 201)
    throw new Error(`checkout answered ${opened.status()}: ${await opened.text()}`);
  const { data: session } = (await opened.json()) as { data: { url: string; session_id: string } };
  await request.post(`${session.url}/pay`, { maxRedirects: 0 });
  let tokenId: number | null = null;
  await expect
    .poll(
      async () => {
        const poll = await request.post(`${apiUrl}/tokens/${id}/purchase?stripe=true`, {
          headers,
          data: { session_id: session.session_id },
        });
        const { data } = (await poll.json()) as { data: { pending: boolean; token_id: number | null } };
        tokenId = data.token_id;
        return data.pending;
      },
      { timeout: 90_000 },
    )
    .toBe(false);
  if (tokenId === null) throw new Error(`the card purchase of ${id} settled without a copy`);
  return tokenId;
}

/**
 * Links the wallet of `privateKey` to the user as the header menu does (Sign-In with Ethereum through
 * GET /wallet/{id}/nonce and POST /wallet/{id}): card purchases then deliver keys to it.
 */
export async function linkWalletThroughApi(
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
  if (!linked.ok()) throw new Error(`linking the wallet answered ${linked.status()}: ${await linked.text()}`);
  return account.address;
}
