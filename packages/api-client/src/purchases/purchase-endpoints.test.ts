import { CARD_POLL_INTERVAL_MS, type PurchaseResult } from '@keyclub/domain';
import { SchemaValidationError } from 'ky';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { readErrorText } from '../error-text.ts';
import { bodiesOf, mockApi, type Reply, type SentRequest, TEST_API_URL } from '../testing/mock-api.ts';
import { cardPollInterval, confirmCardPurchase } from './card-purchase.ts';
import { createCheckout } from './create-checkout.ts';

describe('purchase endpoints', () => {
  let sent: SentRequest[];
  const answer = (reply: Reply) => {
    sent = mockApi(() => reply);
  };
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => 'session-token' }));

  it('POST /tokens/checkout sends the order as JSON and returns where to pay', async () => {
    const session = { url: 'http://localhost:3000/checkout/local/cs_local_1', session_id: 'cs_local_1' };
    answer({ status: 201, body: { data: session } });

    expect(await createCheckout({ id: 7, name: 'Velvet Night Pass', price: 4900 })).toEqual(session);
    expect(bodiesOf(sent)).toEqual([
      { method: 'POST', path: '/tokens/checkout', body: { id: 7, name: 'Velvet Night Pass', price: 4900 } },
    ]);
    expect(sent[0]?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(sent[0]?.headers.get('x-access-token')).toBe('session-token');
  });

  it("a refused checkout rejects with the server's text", async () => {
    answer({ status: 409, body: { message: 'No Memberships available.', errors: [] } });

    const failure = await createCheckout({ id: 7 }).catch((error: unknown) => error);
    expect(await readErrorText(failure)).toBe('No Memberships available.');
  });

  it('rejects a checkout answer without a url', async () => {
    answer({ status: 201, body: { data: { session_id: 'cs_local_1' } } });
    await expect(createCheckout({ id: 7 })).rejects.toBeInstanceOf(SchemaValidationError);
  });

  it('POST /tokens/{id}/purchase?stripe=true sends the session id and returns the result', async () => {
    answer({ body: { data: { pending: false, token_id: 31, error: null } } });

    expect(await confirmCardPurchase(7, { session_id: 'cs_local_1' })).toEqual({
      pending: false,
      token_id: 31,
      error: null,
    });
    expect(sent.map(({ call, body }) => ({ call, body }))).toEqual([
      { call: 'POST /tokens/7/purchase?stripe=true', body: { session_id: 'cs_local_1' } },
    ]);
  });

  it('polls the card purchase every 5 s while it is pending, and stops once it is settled or failed', () => {
    const after = (status: 'pending' | 'success' | 'error', data?: PurchaseResult) =>
      cardPollInterval({ state: { status, data } });

    expect(after('pending')).toBe(CARD_POLL_INTERVAL_MS);
    expect(after('success', { pending: true, token_id: null, error: null })).toBe(CARD_POLL_INTERVAL_MS);
    expect(after('success', { pending: false, token_id: 31, error: null })).toBe(false);
    expect(after('success', { pending: false, token_id: null, error: 'Declined' })).toBe(false);
    expect(after('error')).toBe(false);
  });
});
