import { configureApiClient, shareQueryClientWithLoaders } from '@keyclub/api-client';
import { apiRequestUrl } from '@keyclub/api-client/early';
import { mockApi, type SentRequest, TEST_API_URL } from '@keyclub/api-client/testing';
import { tokenFixture } from '@keyclub/domain/testing';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketplaceLoader, publicTokenLoader, searchLoader } from '../route-loaders.ts';
import { firstLoadRequests } from './first-load-requests.ts';

const API = `${TEST_API_URL}/v1`;
const featured = tokenFixture({
  id: 7,
  profile: { covers: [{ id: 1, file: { url: 'https://files.test/banner.jpg' } }] },
});

const answerOf = (url: string) => {
  const { pathname } = new URL(url);
  if (pathname.endsWith('/market-place')) return { data: [featured], meta: { total: 1 } };
  if (pathname.endsWith('/tokens/7')) return { data: featured, meta: { owned_token_id: null } };
  return { data: [] };
};

let sent: SentRequest[];
let queryClient: QueryClient;
beforeEach(() => {
  sent = mockApi((request) => ({ body: answerOf(`${TEST_API_URL}${request.path}`) }));
  configureApiClient({ baseUrl: API, getAccessToken: () => null });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  shareQueryClientWithLoaders(queryClient);
});
afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

type Loader = (args: LoaderFunctionArgs) => unknown;

/** The URLs the screen's route loader sends for a visitor, and the image it preloads. */
async function loaderSends(loader: Loader, path: string, params: Record<string, string> = {}) {
  const expected = firstLoadRequests(new URL(path, 'https://app.test'));
  const url = new URL(path, 'https://app.test');
  loader({ request: new Request(url), url, pattern: '', params, context: undefined });
  expect(queryClient.isFetching()).toBeGreaterThan(0);
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), TEST_WAIT);
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
    (l) => l.href,
  );
  // The URL each request went to, as the API saw it ('GET /v1/x?q' is `${TEST_API_URL}/v1/x?q`).
  const urls = sent.map((request) => `${TEST_API_URL}${request.call.slice(request.method.length + 1)}`);
  return { sent: urls.sort(), preloaded, expected };
}

const urlsOf = (requests: ReturnType<typeof firstLoadRequests>) =>
  requests.map((request) => apiRequestUrl(API, request.path, request.searchParams)).sort();

const imagesOf = (requests: ReturnType<typeof firstLoadRequests>) =>
  requests.flatMap((request) => {
    const image = request.leadImageOf?.(answerOf(apiRequestUrl(API, request.path, request.searchParams)));
    return image ? [image] : [];
  });

describe('firstLoadRequests', () => {
  it('are what the marketplace loader sends, at the URL’s page and size, with its banner image', async () => {
    const { sent, preloaded, expected } = await loaderSends(
      marketplaceLoader,
      '/marketplace?page=2&limit=24',
    );
    expect(expected).toHaveLength(6);
    expect(sent).toEqual(urlsOf(expected));
    expect(sent).toContain(`${API}/market-place?page=2&limit=24`);
    expect(imagesOf(expected)).toEqual(preloaded);
    expect(preloaded).toEqual(['https://files.test/banner.jpg']);
  });

  it('are what the public detail loader sends, with its lead image', async () => {
    const { sent, preloaded, expected } = await loaderSends(publicTokenLoader, '/public/token/7', {
      id: '7',
    });
    expect(sent).toEqual(urlsOf(expected));
    expect(sent).toContain(`${API}/tokens/7`);
    expect(imagesOf(expected)).toEqual(preloaded);
  });

  it('are what the search loader sends for a title long enough', async () => {
    const { sent, expected } = await loaderSends(searchLoader, '/search?query=velvet&page=3');
    expect(sent).toEqual(urlsOf(expected));
    expect(sent).toContain(`${API}/market-place?title=velvet&page=3&limit=12`);
  });

  it('are none where the loader sends none', () => {
    for (const path of ['/search?query=ab', '/public/token/abc', '/public/token/7/x', '/tokens', '/']) {
      expect(firstLoadRequests(new URL(path, 'https://app.test')), path).toEqual([]);
    }
  });
});
