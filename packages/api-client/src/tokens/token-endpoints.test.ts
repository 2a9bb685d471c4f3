import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { type CannedResponse, startTestServer } from '../testing/http-test-server.ts';
import { fetchTokenPage } from './token-list.ts';
import { saveToken, saveTokenErrorItems } from './token-save.ts';

describe('membership endpoints', () => {
  let answer: CannedResponse;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(() => answer);
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
    await expect(saveToken({ body: new FormData() })).rejects.toThrow();
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/tokens' });
    expect(server.requests.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data/);

    await expect(saveToken({ id: 9, body: new FormData() })).rejects.toThrow();
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/tokens/9' });
  });

  it('reads the validation items of a refused save', async () => {
    const errors = [
      { field: 'copies', message: 'Number of memberships must be greater than or equal to sold copies: 3' },
    ];
    answer = { status: 400, body: { message: errors[0]?.message, errors } };

    const failure = await saveToken({ id: 9, body: new FormData() }).catch((error: unknown) => error);

    expect(saveTokenErrorItems(failure)).toEqual(errors);
    expect(saveTokenErrorItems(new Error('offline'))).toEqual([]);
  });
});
