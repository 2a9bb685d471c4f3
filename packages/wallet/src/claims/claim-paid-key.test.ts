// @vitest-environment node
import { configureApiClient } from '@keyclub/api-client';
import { callsOf, mockApi, type Reply, TEST_API_URL } from '@keyclub/api-client/testing';
import { MESSAGES } from '@keyclub/domain';
import { environmentManager, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
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
  /** Answers the claims in turn; a claim past the script fails with a 500. */
  const answerInTurn = (answers: Reply[]) => mockApi(() => answers.shift() ?? { status: 500, body: {} });
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));

  it('asks again while pending and while the API fails, until the copy is answered', async () => {
    const sent = answerInTurn([
      { body: { data: { pending: true, token_id: null, error: null } } },
      { status: 503, body: { message: MESSAGES.errors.default, errors: [] } },
      settled,
    ]);
    expect(await claimPaidKey(new QueryClient(), 9, claim, 1)).toEqual({
      pending: false,
      token_id: 31,
      error: null,
    });
    expect(callsOf(sent)).toEqual([
      'POST /tokens/9/purchase?crypto=true',
      'POST /tokens/9/purchase?crypto=true',
      'POST /tokens/9/purchase?crypto=true',
    ]);
    expect(sent.map((request) => request.body)).toEqual([claim, claim, claim]);
  });

  it('stops at a refusal', async () => {
    const message = MESSAGES.checkout.transactionClaimed;
    const sent = answerInTurn([{ status: 409, body: { message, errors: [{ message }] } }, settled]);
    await expect(claimPaidKey(new QueryClient(), 9, claim, 1)).rejects.toThrow();
    expect(sent).toHaveLength(1);
  });
});
