// @vitest-environment node
// (Node's fetch: happy-dom's would refuse the test server's origin. The auth slice then lives in
// memory only, which zustand reports as a warning.)
import { fetchMe } from '@keyclub/api-client';
import { startTestServer } from '@keyclub/api-client/testing';
import { useAuthStore } from '@keyclub/app-state';
import { userFixture } from '@keyclub/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApiClient } from './connect-api-client.ts';

const user = userFixture({ id: 7 });

describe('connectApiClient', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(() => ({
      headers: { 'x-access-token': 'renewed' },
      body: { data: user },
    }));
  });
  afterAll(() => server.close());

  it('sends the kept access token and keeps the new one a response carries', async () => {
    useAuthStore.getState().setSession(user, 'kept');
    connectApiClient(server.url);

    await fetchMe();

    expect(server.requests.at(-1)?.headers['x-access-token']).toBe('kept');
    expect(useAuthStore.getState().accessToken).toBe('renewed');
  });

  it('sends no token once the session is cleared', async () => {
    useAuthStore.getState().clear();
    connectApiClient(server.url);

    await fetchMe();

    expect(server.requests.at(-1)?.headers['x-access-token']).toBeUndefined();
  });
});
