// @vitest-environment node
import { configureApiClient } from '@keyclub/api-client';
import { type CannedResponse, startTestServer } from '@keyclub/api-client/testing';
import { MESSAGES } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleClaim } from './settle-claim.ts';
import { unclaimedOf } from './unclaimed-store.ts';

const purchase = {
  userId: 3,
  tokenId: 9,
  renew: false,
  claim: {
    token_id_bc: '4',
    wallet_address: '0x1111111111111111111111111111111111111111',
    tx_hash: `0x${'ab'.repeat(32)}`,
  },
};
const down = { status: 503, body: { message: MESSAGES.errors.default, errors: [] } };

describe('settleClaim', () => {
  let answer: CannedResponse = down;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(() => answer);
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  it('keeps a paid key whose claim the API never answered, for the next visit', async () => {
    answer = down;
    await expect(settleClaim(purchase, 0)).rejects.toThrow();
    expect(unclaimedOf(3)).toEqual(purchase);
  });

  it('forgets it once the API answers the copy', async () => {
    answer = { body: { data: { pending: false, token_id: 31, error: null } } };
    expect(await settleClaim(purchase, 0)).toBe(31);
    expect(unclaimedOf(3)).toBeUndefined();
  });

  it('forgets it when the API refuses the claim', async () => {
    const message = MESSAGES.checkout.transactionClaimed;
    answer = { status: 409, body: { message, errors: [{ message }] } };
    await expect(settleClaim(purchase, 0)).rejects.toThrow();
    expect(unclaimedOf(3)).toBeUndefined();
  });
});
