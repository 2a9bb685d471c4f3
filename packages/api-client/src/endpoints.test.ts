import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesQueryOptions, fetchCategories } from './categories/categories.ts';
import { configureApiClient } from './client.ts';
import { fetchUsdToEth, usdToEthQueryOptions } from './references/eth-price.ts';
import { startTestServer } from './testing/http-test-server.ts';

describe('endpoint fetchers', () => {
  let answers: Record<string, unknown>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer((request) => ({ body: answers[request.url] ?? {}, status: 200 }));
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  it('GET /categories returns the categories', async () => {
    const categories = [
      { id: 1, name: 'Entertainment' },
      { id: 4, name: 'Restaurants', count: 3 },
    ];
    answers = { '/categories': { data: categories } };
    expect(await fetchCategories()).toEqual(categories);
    expect(categoriesQueryOptions().queryKey).toEqual(['categories']);
  });

  it('GET /references/usd/prices/eth returns the reference rate', async () => {
    answers = { '/references/usd/prices/eth': { data: { USD_TO_ETH_VALUE: 3225.8 } } };
    expect(await fetchUsdToEth()).toEqual({ USD_TO_ETH_VALUE: 3225.8 });
    expect(usdToEthQueryOptions().staleTime).toBeGreaterThan(60_000);
  });
});
