import { tokenFixture } from '@keyclub/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { callsOf, mockApi, type Reply, TEST_API_URL } from '../testing/mock-api.ts';
import { fetchTokenDetail } from '../tokens/token-detail.ts';
import { fetchMarketplace } from './market-place.ts';

describe('discovery endpoints', () => {
  const answer = (reply: Reply) => mockApi(() => reply);
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));

  it('GET /market-place sends the given filters, flags as true/false, and returns the page', async () => {
    const sent = answer({ body: { data: [], meta: { page: 1, limit: 1, total: 0 } } });

    expect(await fetchMarketplace({ is_recommended: true, category_id: 4, page: 1, limit: 1 })).toEqual({
      data: [],
      meta: { page: 1, limit: 1, total: 0 },
    });
    expect(callsOf(sent)).toEqual(['GET /market-place?is_recommended=true&category_id=4&page=1&limit=1']);
  });

  it('leaves out filters that are not given and encodes a title search', async () => {
    const sent = answer({ body: { data: [], meta: { page: 2, limit: 12, total: 13 } } });

    await fetchMarketplace({ title: 'night & day', is_featured: undefined, page: 2, limit: 12 });
    expect(callsOf(sent)).toEqual(['GET /market-place?title=night+%26+day&page=2&limit=12']);
  });

  it("GET /tokens/{id} returns the membership with the caller's own copy from meta", async () => {
    const token = tokenFixture();
    const sent = answer({ body: { data: token, meta: { owned_token_id: 31 } } });

    expect(await fetchTokenDetail(token.id)).toEqual({ token, meta: { owned_token_id: 31 } });
    expect(callsOf(sent)).toEqual([`GET /tokens/${token.id}`]);
  });

  it('refuses a detail answer without meta rather than reading it as "not owned"', async () => {
    answer({ body: { data: tokenFixture() } });
    await expect(fetchTokenDetail(7)).rejects.toThrow(/without meta.owned_token_id/);
    answer({ body: { data: tokenFixture(), meta: {} } });
    await expect(fetchTokenDetail(7)).rejects.toThrow(/without meta.owned_token_id/);
  });

  it('reads meta.owned_token_id null as "not owned"', async () => {
    const token = tokenFixture();
    answer({ body: { data: token, meta: { owned_token_id: null } } });
    expect(await fetchTokenDetail(token.id)).toEqual({ token, meta: { owned_token_id: null } });
  });
});
