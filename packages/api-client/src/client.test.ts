import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_HEADER, api, configureApiClient } from './client.ts';
import { startTestServer } from './testing/http-test-server.ts';

describe('api client', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((request) =>
      request.url.endsWith('/login')
        ? { body: { data: {} }, headers: { [ACCESS_TOKEN_HEADER]: 'fresh-token' } }
        : { body: { data: 'ok' } },
    );
  });
  afterAll(() => server.close());

  it('refuses to send before the shell configured it', async () => {
    vi.resetModules();
    const fresh = await import('./client.ts');
    expect(() => fresh.api.get('ping')).toThrow(/configureApiClient/);
  });

  it('sends the stored access token and joins paths onto the base URL', async () => {
    configureApiClient({ baseUrl: `${server.url}/v1`, getAccessToken: () => 'stored-token' });
    await api.get('categories').json();
    await api.get('/references/usd/prices/eth').json();
    expect(server.requests.slice(-2).map((r) => [r.url, r.headers[ACCESS_TOKEN_HEADER]])).toEqual([
      ['/v1/categories', 'stored-token'],
      ['/v1/references/usd/prices/eth', 'stored-token'],
    ]);
  });

  it('asks for JSON when the body is read as JSON, and answers the Response when awaited', async () => {
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
    await expect(api.get('categories').json()).resolves.toEqual({ data: 'ok' });
    expect(server.requests.at(-1)?.headers.accept).toBe('application/json');
    const response = await api.get('categories');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ data: 'ok' });
  });

  it('sends no access token header when none is stored', async () => {
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
    await api.get('categories').json();
    expect(server.requests.at(-1)?.headers).not.toHaveProperty(ACCESS_TOKEN_HEADER);
  });

  it('reads the token at each request, so a login takes effect at once', async () => {
    let token: string | null = null;
    configureApiClient({ baseUrl: server.url, getAccessToken: () => token });
    await api.get('a').json();
    token = 'after-login';
    await api.get('b').json();
    expect(server.requests.slice(-2).map((r) => r.headers[ACCESS_TOKEN_HEADER])).toEqual([
      undefined,
      'after-login',
    ]);
  });

  it('hands a token arriving in a response header to onAccessToken', async () => {
    const onAccessToken = vi.fn();
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null, onAccessToken });
    await api.get('categories').json();
    expect(onAccessToken).not.toHaveBeenCalled();
    await api.post('auth/login', { json: { email: 'a@b.co' } }).json();
    expect(onAccessToken).toHaveBeenCalledExactlyOnceWith('fresh-token');
  });
});
