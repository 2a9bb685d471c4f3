/// <reference types="node" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, configureApiClient } from './client.ts';
import { apiRequestUrl, dropEarlyAnswers, sendEarlyRequest } from './early-answers.ts';
import { marketplaceSearchParams } from './marketplace/market-place-params.ts';
import { startTestServer } from './testing/http-test-server.ts';

describe('early answers', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let answered = 0;
  beforeAll(async () => {
    server = await startTestServer(() => ({ body: { data: ++answered } }));
  });
  afterAll(() => server.close());
  beforeEach(() => dropEarlyAnswers());

  const asked = (path: string) => server.requests.filter((request) => request.url === path).length;

  it('hands an early answer to the same request of the client, once', async () => {
    configureApiClient({ baseUrl: `${server.url}/v1`, getAccessToken: () => null });
    const query = marketplaceSearchParams({ is_recommended: true, page: 1, limit: 1 });
    const early = sendEarlyRequest(apiRequestUrl(`${server.url}/v1/`, 'market-place', query));
    const { data } = await (await early.then((response) => response.clone())).json();
    const searchParams = marketplaceSearchParams({ is_recommended: true, page: 1, limit: 1 });
    await expect(api.get('market-place', { searchParams }).json()).resolves.toEqual({ data });
    expect(asked('/v1/market-place?is_recommended=true&page=1&limit=1')).toBe(1);
    await expect(api.get('market-place', { searchParams }).json()).resolves.toEqual({ data: data + 1 });
    expect(asked('/v1/market-place?is_recommended=true&page=1&limit=1')).toBe(2);
  });

  it('never hands one to a request that carries the session', async () => {
    configureApiClient({ baseUrl: server.url, getAccessToken: () => 'a-session' });
    await sendEarlyRequest(apiRequestUrl(server.url, 'tokens/4'));
    await api.get('tokens/4').json();
    expect(asked('/tokens/4')).toBe(2);
  });

  it('asks again when the early request failed on the network', async () => {
    let first = true;
    const flaky = createServer((request, response) => {
      if (first) {
        first = false;
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":"second try"}');
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const flakyUrl = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    configureApiClient({ baseUrl: flakyUrl, getAccessToken: () => null });
    await expect(sendEarlyRequest(apiRequestUrl(flakyUrl, 'categories'))).rejects.toThrow();
    await expect(api.get('categories').json()).resolves.toEqual({ data: 'second try' });
    flaky.close();
  });

  it('keeps nothing once dropped', async () => {
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
    await sendEarlyRequest(apiRequestUrl(server.url, 'categories'));
    dropEarlyAnswers();
    await api.get('categories').json();
    expect(asked('/categories')).toBe(2);
  });
});
