import { beforeEach, describe, expect, it } from 'vitest';
import { api, configureApiClient } from './client.ts';
import { apiRequestUrl, dropEarlyAnswers, sendEarlyRequest } from './early-answers.ts';
import { marketplaceSearchParams } from './marketplace/market-place-params.ts';
import { mockApi, type SentRequest, TEST_API_URL } from './testing/mock-api.ts';

describe('early answers', () => {
  let sent: SentRequest[];
  beforeEach(() => {
    dropEarlyAnswers();
    let answered = 0;
    sent = mockApi(() => ({ body: { data: ++answered } }));
  });

  const asked = (call: string) => sent.filter((request) => request.call === call).length;

  it('hands an early answer to the same request of the client, once', async () => {
    configureApiClient({ baseUrl: `${TEST_API_URL}/v1`, getAccessToken: () => null });
    const query = marketplaceSearchParams({ is_recommended: true, page: 1, limit: 1 });
    const early = sendEarlyRequest(apiRequestUrl(`${TEST_API_URL}/v1/`, 'market-place', query));
    const { data } = await (await early.then((response) => response.clone())).json();
    const searchParams = marketplaceSearchParams({ is_recommended: true, page: 1, limit: 1 });
    await expect(api.get('market-place', { searchParams }).json()).resolves.toEqual({ data });
    expect(asked('GET /v1/market-place?is_recommended=true&page=1&limit=1')).toBe(1);
    await expect(api.get('market-place', { searchParams }).json()).resolves.toEqual({ data: data + 1 });
    expect(asked('GET /v1/market-place?is_recommended=true&page=1&limit=1')).toBe(2);
  });

  it('never hands one to a request that carries the session', async () => {
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => 'a-session' });
    await sendEarlyRequest(apiRequestUrl(TEST_API_URL, 'tokens/4'));
    await api.get('tokens/4').json();
    expect(asked('GET /tokens/4')).toBe(2);
  });

  it('asks again when the early request failed on the network', async () => {
    const flaky = mockApi({ 'GET /categories': ['network-error', { body: { data: 'second try' } }] });
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null });
    await expect(sendEarlyRequest(apiRequestUrl(TEST_API_URL, 'categories'))).rejects.toThrow();
    await expect(api.get('categories').json()).resolves.toEqual({ data: 'second try' });
    expect(flaky.map((request) => request.call)).toEqual(['GET /categories', 'GET /categories']);
  });

  it('keeps nothing once dropped', async () => {
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null });
    await sendEarlyRequest(apiRequestUrl(TEST_API_URL, 'categories'));
    dropEarlyAnswers();
    await api.get('categories').json();
    expect(asked('GET /categories')).toBe(2);
  });
});
