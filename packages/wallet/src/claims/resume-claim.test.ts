// @vitest-environment node
import { configureApiClient } from '@keyclub/api-client';
import { type CannedResponse, startTestServer } from '@keyclub/api-client/testing';
import { MESSAGES } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeClaim } from './resume-claim.ts';
import { unclaimedOf } from './unclaimed-store.ts';

vi.mock('@keyclub/ui-kit', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const purchase = {
  userId: 5,
  tokenId: 9,
  renew: true,
  claim: {
    token_id_bc: '4',
    wallet_address: '0x1111111111111111111111111111111111111111',
    tx_hash: `0x${'cd'.repeat(32)}`,
  },
};

describe('resumeClaim', () => {
  let answer: CannedResponse;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(() => answer);
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());
  beforeEach(() => vi.mocked(notify.success).mockClear() && vi.mocked(notify.error).mockClear());

  it('tells the user their renewal went through once the API answers the copy', async () => {
    answer = { body: { data: { pending: false, token_id: 31, error: null } } };
    await resumeClaim(purchase, new QueryClient(), 0);
    expect(notify.success).toHaveBeenCalledExactlyOnceWith(MESSAGES.success.renewalSubmitted);
    expect(unclaimedOf(5)).toBeUndefined();
  });

  it("shows the API's refusal", async () => {
    const message = MESSAGES.checkout.transactionClaimed;
    answer = { status: 409, body: { message, errors: [{ message }] } };
    await resumeClaim(purchase, new QueryClient(), 0);
    expect(notify.error).toHaveBeenCalledExactlyOnceWith(message);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says nothing while the API is unreachable, and keeps the purchase for the next visit', async () => {
    answer = { status: 503, body: { message: MESSAGES.errors.default, errors: [] } };
    await resumeClaim(purchase, new QueryClient(), 0);
    expect([vi.mocked(notify.success).mock.calls, vi.mocked(notify.error).mock.calls]).toEqual([[], []]);
    expect(unclaimedOf(5)).toEqual(purchase);
  });
});
