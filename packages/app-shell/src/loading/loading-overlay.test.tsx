import { useAppStore } from '@keyclub/app-state';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './loading-overlay.tsx';

function PendingQuery({ queryFn, background }: { queryFn: () => Promise<string>; background?: boolean }) {
  useQuery({ queryKey: ['slow'], queryFn, meta: { background } });
  return null;
}

/**
 * Moves the page's time on by `ms`, letting the overlay's view module (loaded once it is due) arrive
 * and render.
 */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('LoadingOverlay', () => {
  let queryClient: QueryClient;
  // The view's module is imported once, as the browser caches its chunk; the first overlay of a page
  // load still waits for it (covered by the e2e smoke spec's loading overlay tests).
  beforeAll(() => import('./loading-overlay-view.tsx'));
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
  });
  afterEach(() => {
    act(() => useAppStore.getState().setLoading(false));
    queryClient.clear();
    vi.useRealTimers();
  });

  const renderOverlay = (children?: React.ReactNode) =>
    render(
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <LoadingOverlay />
          {children}
        </QueryClientProvider>
      </UiProvider>,
    );

  it('shows the busy message only after 1.5 s and hides when the work ends', async () => {
    renderOverlay();
    act(() => useAppStore.getState().setLoading(true, 'Processing your purchase'));
    await advance(1499);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await advance(1);
    expect(screen.getByRole('status').textContent).toContain('Processing your purchase');
    act(() => useAppStore.getState().setLoading(false));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('covers a query that is still fetching its first data', async () => {
    let resolve: (value: string) => void = () => {};
    const queryFn = () => new Promise<string>((done) => (resolve = done));
    renderOverlay(<PendingQuery queryFn={queryFn} />);
    // Lets the query cache tell its observers that the fetch started.
    await advance(0);
    await advance(1499);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(async () => {
      resolve('ready');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('ignores a first load marked background', async () => {
    renderOverlay(<PendingQuery queryFn={() => new Promise<string>(() => {})} background />);
    await advance(0);
    await advance(3000);
    expect(queryClient.isFetching()).toBe(1);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('ignores background refetches of data already shown', async () => {
    queryClient.setQueryData(['slow'], 'cached');
    const queryFn = () => new Promise<string>(() => {});
    renderOverlay(<PendingQuery queryFn={queryFn} />);
    await advance(0);
    await advance(3000);
    expect(queryClient.isFetching()).toBe(1);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('says what is slow after 8 s, and after 30 s stops covering the page and says it gave up', async () => {
    function PendingMemberships() {
      useQuery({ queryKey: ['tokens', 'owned'], queryFn: () => new Promise<string>(() => {}) });
      return null;
    }
    renderOverlay(<PendingMemberships />);
    await advance(0);
    await advance(7999);
    expect(screen.getByRole('status').textContent).not.toContain('Still loading');
    await advance(1);
    expect(screen.getByRole('status').textContent).toContain('Still loading memberships…');
    await advance(22_000);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Loading memberships is taking too long.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});
