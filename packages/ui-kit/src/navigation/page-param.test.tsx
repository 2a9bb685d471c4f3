import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageParam } from './page-param.ts';

/** Renders a list's page hook at `url`; answers the router and the hook's latest value. */
function renderAt(url: string, name?: string) {
  const latest: { current?: ReturnType<typeof usePageParam> } = {};
  function List() {
    latest.current = usePageParam(name);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const hook = () => latest.current as ReturnType<typeof usePageParam>;
  return { router, hook, search: () => router.state.location.search };
}

describe('usePageParam', () => {
  afterEach(cleanup);

  it('reads the page from the URL, so a reload shows it', () => {
    expect(renderAt('/list?page=3').hook()[0]).toBe(3);
  });

  it('keeps a turned page in the URL beside the other params, and Back returns to the page before', () => {
    const { router, hook, search } = renderAt('/list?view=list');
    act(() => hook()[1](2));
    expect(search()).toBe('?view=list&page=2');
    expect(hook()[0]).toBe(2);
    act(() => hook()[1](1));
    expect(search()).toBe('?view=list');
    act(() => void router.navigate(-1));
    expect(hook()[0]).toBe(2);
  });

  it('gives a second list on the screen its own param', () => {
    const { hook, search } = renderAt('/list?page=4', 'resale_page');
    expect(hook()[0]).toBe(1);
    act(() => hook()[1](2));
    expect(search()).toBe('?page=4&resale_page=2');
  });
});
