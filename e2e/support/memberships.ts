import { chainWriteSchema, tokenSchema } from '@keyclub/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { createVerifiedUser, TINY_PNG } from './accounts.ts';
import { apiCalls, dataOf } from './api.ts';
import { settledCopy } from './card-purchase.ts';
import { asNewClient } from './client-address.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';

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

/** The id of the first category GET /categories serves: a membership needs one. */
export const firstCategoryId = async (request: APIRequestContext, baseUrl = apiUrl) =>
  (await apiCalls(request, null, baseUrl).categories())[0]?.id ?? 1;

/**
 * Creates an ACTIVE membership (coming soon with `launchAt`) through the API (the run's, or `baseUrl`;
 * POST /tokens as the business of `accessToken`), waiting for its lock on chain when the answer is 202.
 * Returns the new parent token's id.
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
    baseUrl: string = apiUrl,
  ): Promise<number> {
    const headers = {
      ...asNewClient(),
      'x-access-token': accessToken,
      'idempotency-key': crypto.randomUUID(),
    };
    const image = { name: 'art.png', mimeType: 'image/png', buffer: TINY_PNG };
    const response = await request.post(`${baseUrl}/tokens`, {
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
    if (response.status() !== 202) return (await dataOf('POST /tokens', response, tokenSchema, 201)).id;
    const write = await dataOf('POST /tokens', response, chainWriteSchema, 202);
    const calls = apiCalls(request, accessToken, baseUrl);
    let tokenId: number | null = null;
    await expect
      .poll(
        async () => {
          const poll = await calls.chainWrite(write.id);
          tokenId = poll.token_id;
          return poll.status;
        },
        { timeout: 90_000 },
      )
      .toBe('DONE');
    if (tokenId === null) throw new Error(`chain write ${write.id} finished without a token id`);
    return tokenId;
  },
);

/**
 * A new verified business and its new membership (createMembership, in the first category), titled
 * `{titlePrefix} {a stamp}`: what most specs start from.
 */
export const businessMembership = setUpStep(
  "a business's membership",
  async function businessMembership(
    request: APIRequestContext,
    titlePrefix: string,
    options: Omit<MembershipOptions, 'title' | 'categoryId'> = {},
  ) {
    const business = await createVerifiedUser(request, 'BUSINESS');
    const title = `${titlePrefix} ${Date.now().toString(36)}`;
    const categoryId = await firstCategoryId(request);
    const membershipId = await createMembership(request, business.accessToken, {
      title,
      categoryId,
      ...options,
    });
    return { business, title, membershipId };
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
    const calls = apiCalls(request, accessToken);
    const session = await calls.checkout(membershipId);
    return settledCopy(calls, membershipId, session.session_id);
  },
);
