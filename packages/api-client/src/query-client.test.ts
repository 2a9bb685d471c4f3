import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from './client.ts';
import { DEFAULT_ERROR_TEXT } from './error-text.ts';
import { createQueryClient } from './query-client.ts';
import { mockApi, type SentRequest, TEST_API_URL } from './testing/mock-api.ts';

describe('createQueryClient', () => {
  let sent: SentRequest[];
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));
  beforeEach(() => {
    sent = mockApi((request) => {
      if (request.path === '/bad') return { status: 422, body: { message: 'Invalid', errors: [] } };
      if (request.path === '/missing') return { status: 404, body: { message: 'Not found', errors: [] } };
      if (request.path === '/anonymous')
        return { status: 401, body: { message: 'Unauthorized', errors: [] } };
      return { status: 503, body: { message: 'Down for maintenance', errors: [] } };
    });
  });

  const hits = (path: string) => sent.filter((r) => r.path === path).length;
  const get = (path: string) => () => api.get(path.slice(1)).json();
  /** Waits until `onError` has been called `times` times (error texts are read asynchronously). */
  const reported = (onError: ReturnType<typeof vi.fn>, times: number) =>
    vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(times), TEST_WAIT);
  /** The texts `onError` got, in order (its second argument names the failed action). */
  const texts = (onError: ReturnType<typeof vi.fn>) => onError.mock.calls.map(([text]) => text);

  it('reports a failed query once with the error text and does not retry a 4xx', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    await expect(client.fetchQuery({ queryKey: ['bad'], queryFn: get('/bad') })).rejects.toThrow();
    await reported(onError, 1);
    expect(onError).toHaveBeenCalledExactlyOnceWith('Invalid', '["bad"]');
    expect(hits('/bad')).toBe(1);
  });

  it('retries a server error once before reporting it', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const query = client.fetchQuery({ queryKey: ['down'], queryFn: get('/down'), retryDelay: 0 });
    await expect(query).rejects.toThrow();
    await reported(onError, 1);
    expect(onError).toHaveBeenCalledExactlyOnceWith('Down for maintenance', '["down"]');
    expect(hits('/down')).toBe(2);
  });

  it('keeps silent queries and 401 reads out of the error toast', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const silent = { queryKey: ['silent'], queryFn: get('/bad?silent'), meta: { silent: true } };
    await expect(client.fetchQuery(silent)).rejects.toThrow();
    await expect(client.fetchQuery({ queryKey: ['me'], queryFn: get('/anonymous') })).rejects.toThrow();
    // A failure that is reported, after them: once its text arrives, theirs would have too.
    await expect(client.fetchQuery({ queryKey: ['after'], queryFn: get('/bad') })).rejects.toThrow();
    await reported(onError, 1);
    expect(texts(onError)).toEqual(['Invalid']);
  });

  it('keeps the 404 of a page that says so itself out of the toast, but not its other failures', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const meta = { pageShowsNotFound: true };
    await expect(
      client.fetchQuery({ queryKey: ['missing'], queryFn: get('/missing'), meta }),
    ).rejects.toThrow();
    await expect(client.fetchQuery({ queryKey: ['invalid'], queryFn: get('/bad'), meta })).rejects.toThrow();
    await reported(onError, 1);
    expect(texts(onError)).toEqual(['Invalid']);
  });

  it('reports failed mutations unless silent, without retrying', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const invalid = client.getMutationCache().build(client, { mutationFn: () => api.post('bad').json() });
    await expect(invalid.execute(undefined)).rejects.toThrow();
    const quiet = client
      .getMutationCache()
      .build(client, { mutationFn: () => api.post('bad').json(), meta: { silent: true } });
    await expect(quiet.execute(undefined)).rejects.toThrow();
    const broken = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new TypeError('not an API error')),
    });
    await expect(broken.execute(undefined)).rejects.toThrow();
    await reported(onError, 2);
    expect(texts(onError)).toEqual(['Invalid', DEFAULT_ERROR_TEXT]);
    expect(sent.filter((r) => r.route === 'POST /bad').length).toBe(2);
  });

  it('shows a 401 of a mutation only on the auth forms that mark it (login: wrong credentials)', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const expired = client
      .getMutationCache()
      .build(client, { mutationFn: () => api.post('anonymous').json() });
    await expect(expired.execute(undefined)).rejects.toThrow();
    const login = client
      .getMutationCache()
      .build(client, { mutationFn: () => api.post('anonymous').json(), meta: { authForm: true } });
    await expect(login.execute(undefined)).rejects.toThrow();
    // A reported failure after both: once its text arrives, a wrongly reported first one would have too.
    const after = client.getMutationCache().build(client, { mutationFn: () => api.post('bad').json() });
    await expect(after.execute(undefined)).rejects.toThrow();
    await reported(onError, 2);
    expect(texts(onError)).toEqual(['Unauthorized', 'Invalid']);
  });

  it('names the failed action, and tells when the same action later succeeds (its error is stale)', async () => {
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const client = createQueryClient({ onError, onSuccess });
    let fail = true;
    const save = () => (fail ? api.post('bad').json() : Promise.resolve('saved'));
    await expect(
      client.getMutationCache().build(client, { mutationFn: save }).execute(undefined),
    ).rejects.toThrow();
    await reported(onError, 1);
    expect(onError).toHaveBeenCalledExactlyOnceWith('Invalid', save);
    fail = false;
    // A new mutation of the same endpoint hook (a second press of Save) carries the same function.
    await client.getMutationCache().build(client, { mutationFn: save }).execute(undefined);
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(save);
    await client.fetchQuery({ queryKey: ['fine'], queryFn: async () => 'value' });
    expect(onSuccess).toHaveBeenLastCalledWith('["fine"]');
  });

  it('keeps fetched data fresh for 30 seconds', async () => {
    const client = createQueryClient({ onError: vi.fn() });
    const queryFn = vi.fn(async () => 'value');
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    expect(queryFn).toHaveBeenCalledOnce();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(30_000);
  });
});
