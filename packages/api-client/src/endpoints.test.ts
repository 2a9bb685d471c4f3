import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesQueryOptions, fetchCategories } from './categories/categories.ts';
import { configureApiClient } from './client.ts';
import { fetchUsdToEth, usdToEthQueryOptions } from './references/eth-price.ts';
import { callsOf, mockApi, TEST_API_URL } from './testing/mock-api.ts';

describe('endpoint fetchers', () => {
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));

  it('GET /categories returns the categories', async () => {
    const categories = [
      { id: 1, name: 'Entertainment' },
      { id: 4, name: 'Restaurants', count: 3 },
    ];
    const sent = mockApi({ 'GET /categories': { body: { data: categories } } });
    expect(await fetchCategories()).toEqual(categories);
    expect(callsOf(sent)).toEqual(['GET /categories']);
    expect(categoriesQueryOptions().queryKey).toEqual(['categories']);
  });

  it('GET /references/usd/prices/eth returns the reference rate', async () => {
    const sent = mockApi({
      'GET /references/usd/prices/eth': { body: { data: { USD_TO_ETH_VALUE: 3225.8 } } },
    });
    expect(await fetchUsdToEth()).toEqual({ USD_TO_ETH_VALUE: 3225.8 });
    expect(callsOf(sent)).toEqual(['GET /references/usd/prices/eth']);
    expect(usdToEthQueryOptions().staleTime).toBeGreaterThan(60_000);
  });
});
