import { type APIRequestContext, expect } from '@playwright/test';
import { TINY_PNG } from './accounts.ts';
import { asNewClient } from './client-address.ts';
import { apiUrl } from './ports.ts';

interface ChainWriteAnswer {
  data: {
    id: number;
    status: 'PENDING' | 'DONE' | 'FAILED';
    token_id: number | null;
    message: string | null;
  };
}

/**
 * Creates an ACTIVE membership through the API (POST /tokens as the business of `accessToken`),
 * waiting for its lock on chain when the answer is 202. Returns the new parent token's id.
 */
export async function createMembership(
  request: APIRequestContext,
  accessToken: string,
  {
    title,
    categoryId,
    price = '25.00',
    royalty = '0',
  }: { title: string; categoryId: number; price?: string; royalty?: string },
): Promise<number> {
  const headers = { ...asNewClient(), 'x-access-token': accessToken, 'idempotency-key': crypto.randomUUID() };
  const image = { name: 'art.png', mimeType: 'image/png', buffer: TINY_PNG };
  const response = await request.post(`${apiUrl}/tokens`, {
    headers,
    multipart: {
      title,
      description: 'A membership made by the end-to-end tests.',
      price,
      renewal_price: '0',
      currency: 'USD',
      copies: '10',
      royalty,
      lockout_period: '-1',
      lockout_period_type: 'HOURS',
      expiration_duration: '-1',
      expiration_duration_type: 'DAYS',
      category_id: String(categoryId),
      token_type: 'MULTIPLE',
      perks: '[]',
      perk_descriptions: '[]',
      gate: '[]',
      art_image: image,
      covers: { ...image, name: 'cover.png' },
    },
  });
  if (response.status() === 201 || response.status() === 200) {
    return ((await response.json()) as { data: { id: number } }).data.id;
  }
  if (response.status() !== 202) {
    throw new Error(`POST /tokens answered ${response.status()}: ${await response.text()}`);
  }
  const { data: write } = (await response.json()) as ChainWriteAnswer;
  let tokenId: number | null = null;
  await expect
    .poll(
      async () => {
        const poll = (await (
          await request.get(`${apiUrl}/chain-writes/${write.id}`, { headers })
        ).json()) as ChainWriteAnswer;
        tokenId = poll.data.token_id;
        return poll.data.status;
      },
      { timeout: 90_000 },
    )
    .toBe('DONE');
  if (tokenId === null) throw new Error(`chain write ${write.id} finished without a token id`);
  return tokenId;
}
