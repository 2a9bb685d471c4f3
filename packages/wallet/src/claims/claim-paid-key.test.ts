// @vitest-environment node
import { configureApiClient } from '@keyclub/api-client';
import { type CannedResponse, startTestServer } from '@keyclub/api-client/testing';
import { MESSAGES } from '@keyclub/domain';
import { environmentManager, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPaidKey } from './claim-paid-key.ts';

// Node has no window, so React Query would treat it as a server and schedule no refetch timer; the
// app polls in a browser.
environmentManager.setIsServer(() => false);

const claim = {
  token_id_bc: '4',
  wallet_address: '0x1111111111111111111111111111111111111111',
  tx_hash: `0x${'ab'.repeat(32)}`,
};
const settled = { body: { data: { pending: false, token_id: 31, error: null } } };

describe('claimPaidKey', () => {
  let answers: CannedResponse[] = [];
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(() => answers.shift() ?? { status: 500, body: {} });
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  it('asks again while pending and while the API fails, until the copy is answered', async () => {
    answers = [
      { body: { data: { pending: true, token_id: null, error: null } } },
      { status: 503, body: { message: MESSAGES.errors.default, errors: [] } },
      settled,
    ];
    const before = server.requests.length;
    expect(await claimPaidKey(new QueryClient(), 9, claim, 1)).toEqual({
      pending: false,
      token_id: 31,
      error: null,
    });
    expect(server.requests.slice(before).map((request) => request.url)).toEqual([
      '/tokens/9/purchase?crypto=true',
      '/tokens/9/purchase?crypto=true',
      '/tokens/9/purchase?crypto=true',
    ]);
  });

  it('stops at a refusal', async () => {
    const message = MESSAGES.checkout.transactionClaimed;
    answers = [{ status: 409, body: { message, errors: [{ message }] } }, settled];
    const before = server.requests.length;
    await expect(claimPaidKey(new QueryClient(), 9, claim, 1)).rejects.toThrow();
    expect(server.requests.length - before).toBe(1);
  });
});
