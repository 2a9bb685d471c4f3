import { categoriesQueryOptions, createQueryClient } from '@keyclub/api-client';
import type { Category } from '@keyclub/domain';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumerMembershipRoutes } from '../consumer.ts';

const categories: Category[] = [
  { id: 1, name: 'Entertainment' },
  { id: 2, name: 'Clubs' },
  { id: 4, name: 'Restaurants' },
];

/** The consumer routes at /marketplace, with the categories already cached: no request is made. */
function renderMarketplace(cached: Category[]) {
  const onError = vi.fn();
  const queryClient = createQueryClient({ onError });
  queryClient.setQueryData(categoriesQueryOptions().queryKey, cached);
  // As in the shells, a parent route renders something while the lazy page module loads.
  const routes = [{ HydrateFallback: () => null, children: consumerMembershipRoutes }];
  const router = createMemoryRouter(routes, { initialEntries: ['/marketplace'] });
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { onError };
}

describe('Marketplace', () => {
  afterEach(cleanup);

  it('shows one card per category, each linking to its category page', async () => {
    const { onError } = renderMarketplace(categories);

    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeTruthy();
    const grid = screen.getByRole('list');
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Entertainment', '/browse-token/1'],
      ['Clubs', '/browse-token/2'],
      ['Restaurants', '/browse-token/4'],
    ]);
    expect(
      within(grid)
        .getAllByRole('listitem')
        .every((card) => card.querySelector('svg')),
    ).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the empty state when the API lists no categories', async () => {
    renderMarketplace([]);

    expect(await screen.findByText('No categories yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
