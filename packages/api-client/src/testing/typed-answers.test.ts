import { tokenFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { fetchTokenDetail } from '../tokens/token-detail.ts';
import { callsOf, mockApi, TEST_API_URL } from './mock-api.ts';
import { answerOn } from './typed-answers.ts';

describe('answerOn', () => {
  it("answers the route with its params filled in, the client reading the typed body as the API's", async () => {
    configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null });
    const token = tokenFixture({ id: 7 });
    const sent = mockApi(
      answerOn('GET /tokens/:id', { data: token, meta: { owned_token_id: 31 } }, { params: { id: 7 } }),
    );
    expect(await fetchTokenDetail(7)).toEqual({ token, meta: { owned_token_id: 31 } });
    expect(callsOf(sent)).toEqual(['GET /tokens/7']);
  });

  it('refuses a route whose param is missing', () => {
    const token = tokenFixture();
    const withoutId = {} as { id: number };
    expect(() =>
      answerOn('GET /tokens/:id', { data: token, meta: { owned_token_id: null } }, { params: withoutId }),
    ).toThrow('answerOn: GET /tokens/:id needs params.id');
  });
});
