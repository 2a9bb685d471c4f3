import { callsOf, mockApi, type SentRequest, TEST_API_URL } from '@keyclub/api-client/testing';
import { useAuthStore } from '@keyclub/app-state';
import { tokenFixture, userFixture } from '@keyclub/domain/testing';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstLoad } from './start-first-load.ts';

const featured = tokenFixture({
  id: 3,
  profile: { covers: [{ id: 1, file: { url: 'https://files.test/lead.jpg' } }] },
});

let sent: SentRequest[];
beforeEach(() => {
  useAuthStore.getState().clear();
  sent = mockApi((request) => ({ body: { data: request.path === '/market-place' ? [featured] : [] } }));
});
afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

/** The calls the API saw up to a later one of the test's own: the early requests went out before it. */
async function sentBeforeNextRequest() {
  await fetch(`${TEST_API_URL}/later`);
  const calls = callsOf(sent);
  expect(calls.at(-1)).toBe('GET /later');
  return calls.slice(0, -1);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => link.href,
  );

describe('startFirstLoad', () => {
  it('sends the reads of the page the home leads to, and preloads its lead image', async () => {
    history.replaceState(null, '', '/?utm_source=mail');
    startFirstLoad(TEST_API_URL, { homeHref: '/marketplace' });
    const calls = await sentBeforeNextRequest();
    expect(calls).toHaveLength(6);
    expect(calls).toContain('GET /market-place?page=1&limit=12');
    await vi.waitFor(() => expect(preloaded()).toEqual(['https://files.test/lead.jpg']), TEST_WAIT);
  });

  it('sends nothing for a page without early reads', async () => {
    history.replaceState(null, '', '/tokens');
    startFirstLoad(TEST_API_URL, { homeHref: '/marketplace' });
    expect(await sentBeforeNextRequest()).toEqual([]);
  });

  it('sends nothing from a browser that keeps a session', async () => {
    useAuthStore.getState().setSession(userFixture({ id: 4 }), 'a-token');
    history.replaceState(null, '', '/marketplace');
    startFirstLoad(TEST_API_URL, { homeHref: '/marketplace' });
    expect(await sentBeforeNextRequest()).toEqual([]);
  });
});
