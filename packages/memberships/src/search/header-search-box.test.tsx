import { categoriesQueryOptions } from '@keyclub/api-client';
import { expectLocation, renderRoutes } from '@keyclub/app-shell/testing';
import { tokenFixture } from '@keyclub/domain/testing';
import { UiProvider } from '@keyclub/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumerMembershipRoutes, HeaderSearchBox } from '../consumer.ts';
import { cacheMarketplace, withEthPrice } from '../testing/market-cache.ts';
import { SEARCH_DEBOUNCE_MS } from './header-search-box.tsx';

// The box sits in the shell's header, above every page.
const withHeader = [
  {
    element: (
      <>
        <HeaderSearchBox />
        <Outlet />
      </>
    ),
    children: consumerMembershipRoutes,
  },
];

function seed(queryClient: QueryClient) {
  queryClient.setQueryData(categoriesQueryOptions().queryKey, [{ id: 2, name: 'Clubs' }]);
  cacheMarketplace(queryClient, { is_recommended: true, category_id: 2, page: 1, limit: 1 }, []);
  cacheMarketplace(queryClient, { category_id: 2, page: 2, limit: 12 }, [], 0);
  cacheMarketplace(queryClient, { title: 'velvet', page: 1, limit: 12 }, [tokenFixture()]);
}

const box = () => screen.getByRole('searchbox', { name: 'Search memberships' });

/** Types one character after another, as quickly as a person typing a word. */
function type(text: string) {
  for (let end = 1; end <= text.length; end += 1)
    fireEvent.change(box(), { target: { value: text.slice(0, end) } });
}
const pause = () => act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

describe('Header search box', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once per word typed, only past 2 characters, and clearing goes back where the user was', async () => {
    const { router } = renderRoutes({
      routes: withHeader,
      path: '/browse-token/2?page=2',
      cache: withEthPrice(seed),
      onError: vi.fn(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Clubs Memberships' });
    const visited: string[] = [];
    let shown = router.state.location.key;
    router.subscribe(({ location }) => {
      if (location.key === shown) return;
      shown = location.key;
      visited.push(`${location.pathname}${location.search}`);
    });

    type('ve');
    await pause();
    expect(router.state.location.pathname).toBe('/browse-token/2');

    type('velvet');
    await pause();
    expect(await screen.findByRole('list', { name: 'Results for “velvet”' })).toBeTruthy();
    expect(visited).toEqual(['/search?query=velvet']);

    fireEvent.change(box(), { target: { value: '' } });
    await pause();
    await expectLocation(router, '/browse-token/2?page=2');
    expect(box()).toHaveProperty('value', '');
  });

  it('drops a search still waiting for the pause when the user follows a link meanwhile', async () => {
    const { router } = renderRoutes({
      routes: withHeader,
      path: '/search?query=velvet',
      cache: withEthPrice(seed),
      onError: vi.fn(),
    });
    expect(await screen.findByRole('list', { name: 'Results for “velvet”' })).toBeTruthy();

    type('velvet club');
    await act(() => router.navigate('/browse-token/2?page=2'));
    await pause();

    await screen.findByRole('heading', { level: 1, name: 'Clubs Memberships' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/browse-token/2?page=2');
  });

  it('shows the query of a /search page it is opened on', async () => {
    renderRoutes({
      routes: withHeader,
      path: '/search?query=velvet',
      cache: withEthPrice(seed),
      onError: vi.fn(),
    });

    expect(await screen.findByRole('list', { name: 'Results for “velvet”' })).toBeTruthy();
    expect(box()).toHaveProperty('value', 'velvet');
  });

  it('searches what was typed into the server-rendered box before the app hydrated', async () => {
    let shown = '';
    function Page() {
      const location = useLocation();
      shown = `${location.pathname}${location.search}`;
      return (
        <UiProvider>
          <HeaderSearchBox />
        </UiProvider>
      );
    }
    const page = () => (
      <MemoryRouter initialEntries={['/marketplace']}>
        <Page />
      </MemoryRouter>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page());
    document.body.append(root);
    const serverBox = root.querySelector('input');
    if (!serverBox) throw new Error('no search box in the server render');
    serverBox.value = 'zzqx no such';

    try {
      await act(async () => {
        hydrateRoot(root, page());
      });
      await pause();
      expect(shown).toBe('/search?query=zzqx+no+such');
    } finally {
      root.remove();
    }
  });
});
