import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_HEADER, api, configureApiClient } from './client.ts';
import { mockApi, TEST_API_URL } from './testing/mock-api.ts';

describe('api client', () => {
  const answers = () =>
    mockApi((request) =>
      request.path.endsWith('/login')
        ? { body: { data: {} }, headers: { [ACCESS_TOKEN_HEADER]: 'fresh-token' } }
        : { body: { data: 'ok' } },
    );

  it('refuses to send before the shell configured it', async () => {
    vi.resetModules();
    const fresh = await import('./client.ts');
    expect(() => fresh.api.get('ping')).toThrow(/configureApiClient/);
  });

  it('sends the stored access token and joins paths onto the base URL', async () => {
    const sent = answers();
    configureApiClient({ baseUrl: `${TEST_API_URL}/v1`, getAccessToken: () => 'stored-token' });
    await api.get('categories').json();
    await api.get('/references/usd/prices/eth').json();
    expect(sent.map((r) => [r.call, r.headers.get(ACCESS_TOKEN_HEADER)])).toEqual([
      ['GET /v1/categories', 'stored-token'],
      ['GET /v1/references/usd/prices/eth', 'stored-token'],
    ]);
  });

  it('asks for JSON when the body is read as JSON, and answers the Response when awaited', async () => {
    const sent = answers();
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null });
    await expect(api.get('categories').json()).resolves.toEqual({ data: 'ok' });
    expect(sent.at(-1)?.headers.get('accept')).toBe('application/json');
    const response = await api.get('categories');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ data: 'ok' });
  });

  it('sends no access token header when none is stored', async () => {
    const sent = answers();
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null });
    await api.get('categories').json();
    expect(sent.at(-1)?.headers.has(ACCESS_TOKEN_HEADER)).toBe(false);
  });

  it('reads the token at each request, so a login takes effect at once', async () => {
    const sent = answers();
    let token: string | null = null;
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => token });
    await api.get('a').json();
    token = 'after-login';
    await api.get('b').json();
    expect(sent.map((r) => r.headers.get(ACCESS_TOKEN_HEADER))).toEqual([null, 'after-login']);
  });

  it('hands a token arriving in a response header to onAccessToken', async () => {
    answers();
    const onAccessToken = vi.fn();
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null, onAccessToken });
    await api.get('categories').json();
    expect(onAccessToken).not.toHaveBeenCalled();
    await api.post('auth/login', { json: { email: 'a@b.co' } }).json();
    expect(onAccessToken).toHaveBeenCalledExactlyOnceWith('fresh-token');
  });
});
