import { type APIRequestContext, expect } from '@playwright/test';
import { TINY_PNG } from './accounts.ts';
import { asNewClient } from './client-address.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

interface ChainWriteAnswer {
  data: {
    id: number;
    status: 'PENDING' | 'DONE' | 'FAILED';
    token_id: number | null;
    message: string | null;
  };
}

/** A reservation gate as the membership form sends it. */
export interface GateEntry {
  gate_configuration: { type: 'OPENTABLE' | 'REDIRECT' };
  values: string;
}

export interface MembershipOptions {
  title: string;
  categoryId: number;
  price?: string;
  renewalPrice?: string;
  /**
   * How long a key lasts (default: never expires). The e2e chain's clock is shared by the whole run
   * and moves forward (support/chain-clock.ts): only a membership a test means to expire may last
   * less than MIN_LASTING_DAYS there.
   */
  expiration?: { duration: number; unit: 'HOURS' | 'DAYS' };
  gates?: GateEntry[];
  /** The business's percentage of each resale (0–10). */
  royalty?: string;
  /** Created coming soon (PENDING), going on sale by itself at this time. */
  launchAt?: Date;
}

/**
 * Creates an ACTIVE membership (coming soon with `launchAt`) through the API (POST /tokens as the business of `accessToken`),
 * waiting for its lock on chain when the answer is 202. Returns the new parent token's id.
 */
export const createMembership = setUpStep(
  'a membership',
  async function createMembership(
    request: APIRequestContext,
    accessToken: string,
    {
      title,
      categoryId,
      price = '25.00',
      renewalPrice = '0',
      expiration,
      gates = [],
      royalty = '0',
      launchAt,
    }: MembershipOptions,
  ): Promise<number> {
    const headers = {
      ...asNewClient(),
      'x-access-token': accessToken,
      'idempotency-key': crypto.randomUUID(),
    };
    const image = { name: 'art.png', mimeType: 'image/png', buffer: TINY_PNG };
    const response = await request.post(`${apiUrl}/tokens`, {
      headers,
      multipart: {
        title,
        description: 'A membership made by the end-to-end tests.',
        price,
        renewal_price: renewalPrice,
        currency: 'USD',
        copies: '10',
        royalty,
        lockout_period: '-1',
        lockout_period_type: 'HOURS',
        expiration_duration: String(expiration?.duration ?? -1),
        expiration_duration_type: expiration?.unit ?? 'DAYS',
        category_id: String(categoryId),
        token_type: 'MULTIPLE',
        perks: '[]',
        perk_descriptions: '[]',
        gate: JSON.stringify(gates),
        art_image: image,
        covers: { ...image, name: 'cover.png' },
        ...(launchAt ? { coming_soon: 'true', launch_at: launchAt.toISOString() } : {}),
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
  },
);

/**
 * The consumer of `accessToken` takes a copy of a free membership through the API, as Buy Now does
 * (POST /tokens/checkout, then the card return's poll until the key is granted). Returns the copy's id.
 */
export const holdFreeMembership = setUpStep(
  'a free copy',
  async function holdFreeMembership(
    request: APIRequestContext,
    accessToken: string,
    membershipId: number,
  ): Promise<number> {
    const headers = { ...asNewClient(), 'x-access-token': accessToken };
    const checkout = await request.post(`${apiUrl}/tokens/checkout`, { headers, data: { id: membershipId } });
    if (!checkout.ok()) {
      throw new Error(`POST /tokens/checkout answered ${checkout.status()}: ${await checkout.text()}`);
    }
    const { data: session } = (await checkout.json()) as { data: { session_id: string } };
    let copyId: number | null = null;
    await expect
      .poll(
        async () => {
          const poll = await request.post(`${apiUrl}/tokens/${membershipId}/purchase?stripe=true`, {
            headers,
            data: { session_id: session.session_id },
          });
          const { data } = (await poll.json()) as { data: { token_id: number | null; error: string | null } };
          if (data.error) throw new Error(`the free purchase failed: ${data.error}`);
          copyId = data.token_id;
          return copyId;
        },
        { timeout: 90_000 },
      )
      .not.toBeNull();
    if (copyId === null) throw new Error('the free purchase finished without a copy');
    return copyId;
  },
);
