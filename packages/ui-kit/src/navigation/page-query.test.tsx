import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type PageQueryOptions, usePageQuery } from './page-query.ts';

/** Renders a list's page hook at `url`; answers the router and the hook's latest value. */
function renderAt(
  url: string | { pathname: string; search: string; state: unknown },
  options?: PageQueryOptions,
) {
  const latest: { current?: ReturnType<typeof usePageQuery> } = {};
  function List() {
    latest.current = usePageQuery(options);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const hook = () => latest.current as ReturnType<typeof usePageQuery>;
  return { router, hook, search: () => router.state.location.search };
}

describe('usePageQuery', () => {
  afterEach(cleanup);

  it('reads the page and the size from the URL, so a reload shows them', () => {
    const { hook } = renderAt('/list?page=3&limit=24');
    expect(hook().page).toBe(3);
    expect(hook().pageSize).toBe(24);
  });

  it('reads page 1 and 12 a page where the URL has none or a bad value', () => {
    expect(renderAt('/list').hook()).toMatchObject({ page: 1, pageSize: 12 });
    cleanup();
    expect(renderAt('/list?page=0&limit=1000').hook()).toMatchObject({ page: 1, pageSize: 12 });
    cleanup();
    expect(renderAt('/list?page=x&limit=7').hook()).toMatchObject({ page: 1, pageSize: 12 });
  });

  it('keeps a turned page in the URL beside the other params and the size, and Back returns to the page before', () => {
    const { router, hook, search } = renderAt('/list?view=list&limit=6');
    act(() => hook().setPage(2));
    expect(search()).toBe('?view=list&page=2&limit=6');
    expect(hook()).toMatchObject({ page: 2, pageSize: 6 });
    act(() => hook().setPage(1));
    expect(search()).toBe('?view=list&limit=6');
    act(() => void router.navigate(-1));
    expect(hook().page).toBe(2);
  });

  it('writes a new size with its page, and leaves the default size out of the URL', () => {
    const { hook, search } = renderAt('/list?page=3');
    act(() => hook().goTo({ page: 1, pageSize: 24 }));
    expect(search()).toBe('?limit=24');
    expect(hook()).toMatchObject({ page: 1, pageSize: 24 });
    act(() => hook().goTo({ page: 2, pageSize: 12 }));
    expect(search()).toBe('?page=2');
    expect(hook().pageSize).toBe(12);
  });

  it('changes other params in the same entry: a new search goes back to page 1 with the size kept', () => {
    const { hook, search } = renderAt('/list?page=4&limit=6&search=gym');
    act(() => hook().goTo({ page: 1 }, { search: 'pool' }));
    expect(search()).toBe('?search=pool&limit=6');
    act(() => hook().goTo({ page: 1 }, { search: null }));
    expect(search()).toBe('?limit=6');
  });

  it('keeps the entry’s state when a page turns', () => {
    const { router, hook } = renderAt({ pathname: '/list', search: '', state: { returnTo: '/marketplace' } });
    act(() => hook().setPage(2));
    expect(router.state.location.state).toEqual({ returnTo: '/marketplace' });
  });

  it('gives a second list on the screen its own params', () => {
    const { hook, search } = renderAt('/list?page=4&limit=24', {
      pageParam: 'resale_page',
      sizeParam: 'resale_limit',
    });
    expect(hook()).toMatchObject({ page: 1, pageSize: 12 });
    act(() => hook().goTo({ page: 2, pageSize: 6 }));
    expect(search()).toBe('?page=4&limit=24&resale_page=2&resale_limit=6');
  });
});
