import { categoriesQueryOptions } from '@keyclub/api-client';
import { expectLocation, renderRoutes } from '@keyclub/app-shell/testing';
import type { Category } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consumerMembershipRoutes } from '../consumer.ts';
import { cacheMarketplace, withEthPrice } from '../testing/market-cache.ts';

const categories: Category[] = [
  { id: 1, name: 'Entertainment' },
  { id: 2, name: 'Clubs' },
];

const inClubs = (id: number, title: string) =>
  tokenFixture({ id, profile: { title, category: { id: 2, name: 'Clubs' } } });

function seed(queryClient: QueryClient) {
  queryClient.setQueryData(categoriesQueryOptions().queryKey, categories);
  cacheMarketplace(queryClient, { is_recommended: true, category_id: 2, page: 1, limit: 1 }, [
    inClubs(60, 'Jazz Cellar Pass'),
  ]);
  const firstPage = Array.from({ length: 12 }, (_, index) => inClubs(100 + index, `Club Pass ${index + 1}`));
  cacheMarketplace(queryClient, { category_id: 2, page: 1, limit: 12 }, firstPage, 13);
  cacheMarketplace(queryClient, { category_id: 2, page: 2, limit: 12 }, [inClubs(200, 'Club Pass 13')], 13);
  cacheMarketplace(queryClient, { is_recommended: true, category_id: 1, page: 1, limit: 1 }, []);
  cacheMarketplace(queryClient, { category_id: 1, page: 1, limit: 12 }, []);
}

const grid = () => screen.getByRole('list', { name: 'Clubs Memberships' });
const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name });

describe('Category page', () => {
  it("shows the category's banner, tabs and memberships, each card opening the public detail with owned=false", async () => {
    const { onError } = renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/browse-token/2',
      cache: withEthPrice(seed),
      onError: vi.fn(),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs Memberships' })).toBeTruthy();
    expect(tab('Clubs').getAttribute('aria-current')).toBe('page');
    expect(tab('Entertainment').getAttribute('aria-current')).toBeNull();
    const banner = screen.getByRole('region', { name: 'Featured membership' });
    expect(
      within(banner)
        .getByRole('link', { name: /View Membership/ })
        .getAttribute('href'),
    ).toBe('/public/token/60?owned=false');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(12);
    expect(within(grid()).getByRole('link', { name: 'Club Pass 1' }).getAttribute('href')).toBe(
      '/public/token/100?owned=false',
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the page in the URL', async () => {
    const { router } = renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/browse-token/2',
      cache: withEthPrice(seed),
      onError: vi.fn(),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await expectLocation(router, '/browse-token/2?page=2');
    expect(await within(grid()).findByRole('link', { name: 'Club Pass 13' })).toBeTruthy();
    expect(within(grid()).queryByRole('link', { name: 'Club Pass 1' })).toBeNull();
  });

  it('switches category with a tab, back to its first page, and shows the empty state', async () => {
    const { router } = renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/browse-token/2?page=2',
      cache: withEthPrice(seed),
      onError: vi.fn(),
    });

    await screen.findByRole('navigation', { name: 'Categories' });
    fireEvent.click(tab('Entertainment'));
    await expectLocation(router, '/browse-token/1');
    expect(await screen.findByText('There are no Memberships available in this category')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured membership' })).toBeNull();
  });
});
