import { type APIRequestContext, expect } from '@playwright/test';
import { asNewClient } from './client-address.ts';
import { apiUrl } from './ports.ts';

/**
 * Buys membership `tokenId` by card through the API as the customer of `accessToken`, the way the
 * buy page does: checkout, Pay on the local payment page, then the purchase poll until the key is
 * granted. Returns the id of the customer's copy. (Specs about the purchase itself use the browser.)
 */
export async function buyByCard(request: APIRequestContext, accessToken: string, tokenId: number) {
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
  return copyId;
}
