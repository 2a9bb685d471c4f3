import { environmentManager, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainWriteError } from '../chain-writes/chain-write.ts';
import { configureApiClient } from '../client.ts';
import { readErrorText } from '../error-text.ts';
import { type CannedResponse, startTestServer } from '../testing/http-test-server.ts';
import { fetchTokenPage } from './token-list.ts';
import { saveToken, saveTokenErrorItems } from './token-save.ts';

// Node has no window, so React Query would treat it as a server and schedule no refetch timer; the
// app polls in a browser.
environmentManager.setIsServer(() => false);

describe('membership endpoints', () => {
  const queryClient = new QueryClient();
  let answer: CannedResponse;
  /** Answers by request path first (e.g. a poll after a 202), else `answer`. */
  let byPath: Record<string, CannedResponse> = {};
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((request) => byPath[`${request.method} ${request.url}`] ?? answer);
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  it('GET /tokens asks for one page and returns it with its meta', async () => {
    answer = { body: { data: [], meta: { page: 2, limit: 12, total: 13 } } };

    expect(await fetchTokenPage({ page: 2, limit: 12 })).toEqual({
      data: [],
      meta: { page: 2, limit: 12, total: 13 },
    });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/tokens?page=2&limit=12' });
  });

  it('creates with POST /tokens and updates with PUT /tokens/{id}, as multipart', async () => {
    answer = { status: 400, body: { message: 'x', errors: [] } };
    await expect(saveToken({ parts: {} }, queryClient)).rejects.toThrow();
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/tokens' });
    expect(server.requests.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data/);

    await expect(saveToken({ id: 9, parts: {} }, queryClient)).rejects.toThrow();
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/tokens/9' });
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
    const [first, second] = server.requests.slice(-2).map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);

    await saveToken({ id: 9, parts: {} }, queryClient).catch(() => undefined);
    expect(server.requests.at(-1)?.headers['idempotency-key']).toBeUndefined();
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
    expect(server.requests.slice(-3).map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /tokens',
      'GET /chain-writes/5',
      'GET /tokens/9',
    ]);
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
