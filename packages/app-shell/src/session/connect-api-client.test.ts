// @vitest-environment node
// (Node's fetch, which mockApi answers. The auth slice then lives in memory only, which zustand
// reports as a warning.)
import { fetchMe } from '@keyclub/api-client';
import { answerOn, mockApi, type SentRequest, TEST_API_URL } from '@keyclub/api-client/testing';
import { useAuthStore } from '@keyclub/app-state';
import { userFixture } from '@keyclub/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectApiClient } from './connect-api-client.ts';

const user = userFixture({ id: 7 });

describe('connectApiClient', () => {
  let sent: SentRequest[];
  beforeEach(() => {
    sent = mockApi(answerOn('GET /auth/me', { data: user }, { headers: { 'x-access-token': 'renewed' } }));
  });

  it('sends the kept access token and keeps the new one a response carries', async () => {
    useAuthStore.getState().setSession(user, 'kept');
    connectApiClient(TEST_API_URL);

    await fetchMe();

    expect(sent.map((request) => [request.call, request.headers.get('x-access-token')])).toEqual([
      ['GET /auth/me', 'kept'],
    ]);
    expect(useAuthStore.getState().accessToken).toBe('renewed');
  });

  it('sends no token once the session is cleared', async () => {
    useAuthStore.getState().clear();
    connectApiClient(TEST_API_URL);

    await fetchMe();

    expect(sent.map((request) => [request.call, request.headers.has('x-access-token')])).toEqual([
      ['GET /auth/me', false],
    ]);
  });
});
