// @vitest-environment node
import { configureApiClient } from '@keyclub/api-client';
import { mockApi, type Reply, TEST_API_URL } from '@keyclub/api-client/testing';
import { MESSAGES } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { environmentManager, QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeClaim } from './resume-claim.ts';
import { settleClaim } from './settle-claim.ts';
import { unclaimedOf } from './unclaimed-store.ts';

vi.mock('@keyclub/ui-kit', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

// Node has no window, so React Query would treat it as a server and schedule no refetch timer; the
// app polls in a browser.
environmentManager.setIsServer(() => false);

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
const copy = { body: { data: { pending: false, token_id: 31, error: null } } };
const claimedMessage = MESSAGES.checkout.transactionClaimed;
const refusal = { status: 409, body: { message: claimedMessage, errors: [{ message: claimedMessage }] } };

let answer: Reply = down;
const sent = mockApi(() => answer);
beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));
/** The claim of the paid key, as the API saw it. */
const claimSent = { call: 'POST /tokens/9/purchase?crypto=true', body: purchase.claim };

describe('settleClaim', () => {
  it('keeps a paid key whose claim the API never answered, for the next visit', async () => {
    answer = down;
    await expect(settleClaim(new QueryClient(), purchase, 0)).rejects.toThrow();
    expect(unclaimedOf(3)).toEqual(purchase);
    expect(sent.at(-1)).toMatchObject(claimSent);
  });

  it('forgets it once the API answers the copy', async () => {
    answer = copy;
    expect(await settleClaim(new QueryClient(), purchase, 0)).toBe(31);
    expect(unclaimedOf(3)).toBeUndefined();
    expect(sent.at(-1)).toMatchObject(claimSent);
  });

  it('forgets it when the API refuses the claim', async () => {
    answer = refusal;
    await expect(settleClaim(new QueryClient(), purchase, 0)).rejects.toThrow();
    expect(unclaimedOf(3)).toBeUndefined();
  });
});

describe('resumeClaim', () => {
  const renewal = { ...purchase, userId: 5, renew: true };
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });

  it('tells the user their renewal went through once the API answers the copy', async () => {
    answer = copy;
    await resumeClaim(renewal, new QueryClient(), 0);
    expect(notify.success).toHaveBeenCalledExactlyOnceWith(MESSAGES.success.renewalSubmitted);
    expect(unclaimedOf(5)).toBeUndefined();
  });

  it("shows the API's refusal", async () => {
    answer = refusal;
    await resumeClaim(renewal, new QueryClient(), 0);
    expect(notify.error).toHaveBeenCalledExactlyOnceWith(claimedMessage);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says nothing while the API is unreachable, and keeps the purchase for the next visit', async () => {
    answer = down;
    await resumeClaim(renewal, new QueryClient(), 0);
    expect([vi.mocked(notify.success).mock.calls, vi.mocked(notify.error).mock.calls]).toEqual([[], []]);
    expect(unclaimedOf(5)).toEqual(renewal);
  });
});
