import { environmentManager, QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChainWriteError } from '../chain-writes/chain-write.ts';
import { configureApiClient } from '../client.ts';
import { readErrorText } from '../error-text.ts';
import { callsOf, mockApi, type Reply, TEST_API_URL } from '../testing/mock-api.ts';
import { fetchTokenPage } from './token-list.ts';
import { saveToken, saveTokenErrorItems } from './token-save.ts';

// Node has no window, so React Query would treat it as a server and schedule no refetch timer; the
// app polls in a browser.
environmentManager.setIsServer(() => false);

describe('membership endpoints', () => {
  const queryClient = new QueryClient();
  let answer: Reply;
  /** Answers by 'METHOD /path' first (e.g. a poll after a 202), else `answer`. */
  let byPath: Record<string, Reply> = {};
  const sent = mockApi((request) => byPath[request.route] ?? answer);
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));

  it('GET /tokens asks for one page and returns it with its meta', async () => {
    answer = { body: { data: [], meta: { page: 2, limit: 12, total: 13 } } };

    expect(await fetchTokenPage({ page: 2, limit: 12 })).toEqual({
      data: [],
      meta: { page: 2, limit: 12, total: 13 },
    });
    expect(sent.at(-1)).toMatchObject({ call: 'GET /tokens?page=2&limit=12' });
  });

  it('creates with POST /tokens and updates with PUT /tokens/{id}, as multipart', async () => {
    answer = { status: 400, body: { message: 'x', errors: [] } };
    await expect(saveToken({ parts: {} }, queryClient)).rejects.toThrow();
    expect(sent.at(-1)).toMatchObject({ call: 'POST /tokens' });
    expect(sent.at(-1)?.headers.get('content-type')).toMatch(/^multipart\/form-data/);

    await expect(saveToken({ id: 9, parts: {} }, queryClient)).rejects.toThrow();
    expect(sent.at(-1)).toMatchObject({ call: 'PUT /tokens/9' });
  });

  it('reads the validation items of a refused save', async () => {
    const errors = [
      { field: 'copies', message: 'Number of memberships must be greater than or equal to sold copies: 3' },
    ];
    answer = { status: 400, body: { message: errors[0]?.message, errors } };

    const failure = await saveToken({ id: 9, parts: {} }, queryClient).catch((error: unknown) => error);

    expect(await saveTokenErrorItems(failure)).toEqual(errors);
    expect(await saveTokenErrorItems(new Error('offline'))).toEqual([]);
  });

  const pendingWrite = {
    id: 5,
    kind: 'membership.create',
    tx_hash: '0xabc',
    token_id: null,
    message: 'Wait.',
  };

  it('sends each new membership with its own Idempotency-Key, and none with an edit', async () => {
    answer = { status: 400, body: { message: 'x', errors: [] } };
    await saveToken({ parts: {} }, queryClient).catch(() => undefined);
    await saveToken({ parts: {} }, queryClient).catch(() => undefined);
    const [first, second] = sent.slice(-2).map((request) => request.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);

    await saveToken({ id: 9, parts: {} }, queryClient).catch(() => undefined);
    expect(sent.at(-1)?.headers.has('idempotency-key')).toBe(false);
  });

  it('waits for a save answered 202 until the chain confirms it, then reads the membership', async () => {
    answer = { status: 202, body: { data: { ...pendingWrite, status: 'PENDING' } } };
    byPath = {
      'GET /chain-writes/5': {
        body: { data: { ...pendingWrite, status: 'DONE', token_id: 9, message: null } },
      },
      'GET /tokens/9': { status: 404, body: { message: 'Not found', errors: [] } },
    };
    await expect(saveToken({ parts: {} }, queryClient)).rejects.toThrow();
    expect(callsOf(sent).slice(-3)).toEqual(['POST /tokens', 'GET /chain-writes/5', 'GET /tokens/9']);
    byPath = {};
  });

  it('shows why a save answered 202 failed on chain', async () => {
    const message = 'The blockchain network refused the transaction.';
    answer = { status: 202, body: { data: { ...pendingWrite, status: 'PENDING' } } };
    byPath = { 'GET /chain-writes/5': { body: { data: { ...pendingWrite, status: 'FAILED', message } } } };
    const failure = await saveToken({ parts: {} }, queryClient).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChainWriteError);
    expect(await readErrorText(failure)).toBe(message);
    byPath = {};
  });
});
