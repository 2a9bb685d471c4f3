import { useAuthStore } from '@keyclub/app-state';
import { tokenFixture, userFixture } from '@keyclub/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstLoad } from './start-first-load.ts';

const API = 'https://api.test';
const featured = tokenFixture({
  id: 3,
  profile: { covers: [{ id: 1, file: { url: 'https://files.test/lead.jpg' } }] },
});

let sent: string[];
beforeEach(() => {
  sent = [];
  useAuthStore.getState().clear();
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url);
    return Response.json({ data: url.includes('/market-place?') ? [featured] : [] });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => link.href,
  );

describe('startFirstLoad', () => {
  it('sends the reads of the page the home leads to, and preloads its lead image', async () => {
    history.replaceState(null, '', '/?utm_source=mail');
    startFirstLoad(API, { homeHref: '/marketplace' });
    expect(sent).toHaveLength(6);
    expect(sent).toContain(`${API}/market-place?page=1&limit=12`);
    await vi.waitFor(() => expect(preloaded()).toEqual(['https://files.test/lead.jpg']));
  });

  it('sends nothing for a page without early reads', () => {
    history.replaceState(null, '', '/tokens');
    startFirstLoad(API, { homeHref: '/marketplace' });
    expect(sent).toEqual([]);
  });

  it('sends nothing from a browser that keeps a session', () => {
    useAuthStore.getState().setSession(userFixture({ id: 4 }), 'a-token');
    history.replaceState(null, '', '/marketplace');
    startFirstLoad(API, { homeHref: '/marketplace' });
    expect(sent).toEqual([]);
  });
});
