import { categoriesQueryOptions, marketplaceQueryOptions } from '@keyclub/api-client';
import { expectLocation, renderRoutes } from '@keyclub/app-shell/testing';
import type { Category, Token } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consumerMembershipRoutes } from '../consumer.ts';
import { resaleListingsRequest } from '../shared/marketplace-requests.ts';
import { cacheMarketplace, keepLoading, withEthPrice } from '../testing/market-cache.ts';

const categories: Category[] = [
  { id: 1, name: 'Entertainment' },
  { id: 2, name: 'Clubs' },
  { id: 4, name: 'Restaurants' },
];

const membership = (id: number, title: string, price = 50) => tokenFixture({ id, profile: { title, price } });

const recommended = { is_recommended: true, page: 1, limit: 1 };
const featured = { is_featured: true, page: 1, limit: 6 };
const recent = (page: number, limit = 12) => ({ page, limit });
const resale = resaleListingsRequest(1);

/** The marketplace with categories, a recommended and a featured membership, and `recentTokens` listed. */
function seedMarketplace(recentTokens: Token[], total = recentTokens.length) {
  return (queryClient: QueryClient) => {
    queryClient.setQueryData(categoriesQueryOptions().queryKey, categories);
    cacheMarketplace(queryClient, recommended, [membership(40, 'Chef Table Club', 120)]);
    cacheMarketplace(queryClient, featured, [membership(41, 'Rooftop Cinema')]);
    cacheMarketplace(queryClient, recent(1), recentTokens, total);
    cacheMarketplace(queryClient, resale, []);
  };
}

const recentlyListed = () => screen.getByRole('list', { name: 'Recently listed' });

describe('Marketplace', () => {
  it('shows the featured banner, one card per category, the featured carousel and recently listed', async () => {
    const { onError } = renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/marketplace',
      cache: withEthPrice(
        seedMarketplace([membership(7, 'Velvet Night Pass'), membership(8, 'Free Tasting', 0)]),
      ),
      onError: vi.fn(),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Featured membership' });
    expect(within(banner).getByRole('heading', { name: 'Chef Table Club' })).toBeTruthy();
    expect(within(banner).getByText('$120.00')).toBeTruthy();
    expect(within(banner).getByText('≈ 0.048 ETH')).toBeTruthy();
    expect(
      within(banner)
        .getByRole('link', { name: /View Membership/ })
        .getAttribute('href'),
    ).toBe('/public/token/40');

    const grid = screen.getByRole('list', { name: 'Categories' });
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

    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('link', { name: 'Rooftop Cinema' })).toBeTruthy();

    const cards = within(recentlyListed()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Velvet Night Pass' })
        .getAttribute('href'),
    ).toBe('/public/token/7');
    expect(within(cards[0] as HTMLElement).getByText('$50.00')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('≈ 0.020 ETH')).toBeTruthy();
    // A free membership reads FREE, with no ETH figure.
    expect(within(cards[1] as HTMLElement).getByText('FREE')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText(/ETH/)).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('lists memberships for resale at what a buyer pays, each opening its public detail', async () => {
    const listing = tokenFixture({
      id: 90,
      parent_id: 7,
      is_open_for_sale: true,
      listing_amount: 60,
      total_amount: 64.5,
      profile: { title: 'Velvet Resale', price: 50 },
    });
    renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/marketplace',
      cache: withEthPrice((queryClient) => {
        seedMarketplace([membership(7, 'Velvet Night Pass')])(queryClient);
        cacheMarketplace(queryClient, resale, [listing]);
      }),
      onError: vi.fn(),
    });

    const listings = await screen.findByRole('list', { name: 'For resale' });
    const [card] = within(listings).getAllByRole('listitem');
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Velvet Resale' })
        .getAttribute('href'),
    ).toBe('/public/token/90');
    expect(within(card as HTMLElement).getByText('$64.50')).toBeTruthy();
    expect(within(recentlyListed()).getByText('$50.00')).toBeTruthy();
  });

  it('says No tokens listed recently, and shows no banner or carousel, when nothing is listed', async () => {
    renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/marketplace',
      cache: withEthPrice((queryClient) => {
        queryClient.setQueryData(categoriesQueryOptions().queryKey, categories);
        cacheMarketplace(queryClient, recommended, []);
        cacheMarketplace(queryClient, featured, []);
        cacheMarketplace(queryClient, recent(1), []);
        cacheMarketplace(queryClient, resale, []);
      }),
      onError: vi.fn(),
    });

    expect(await screen.findByText('No tokens listed recently')).toBeTruthy();
    expect(screen.getByText('No memberships are for resale right now')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured membership' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Recently listed' })).toBeNull();
  });

  it('shows skeletons, not a blank page, while the lists load', async () => {
    renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/marketplace',
      cache: withEthPrice((queryClient) => {
        keepLoading(queryClient, categoriesQueryOptions().queryKey);
        keepLoading(queryClient, marketplaceQueryOptions(recommended).queryKey);
        keepLoading(queryClient, marketplaceQueryOptions(featured).queryKey);
        keepLoading(queryClient, marketplaceQueryOptions(recent(1)).queryKey);
        keepLoading(queryClient, marketplaceQueryOptions(resale).queryKey);
      }),
      onError: vi.fn(),
    });

    expect(await screen.findByRole('heading', { name: 'Recently listed' })).toBeTruthy();
    expect(recentlyListed().getAttribute('aria-busy')).toBe('true');
    expect(within(recentlyListed()).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByText('No tokens listed recently')).toBeNull();
  });

  it('pages with a chosen page size, keeping the page shown while the next one loads', async () => {
    const six = Array.from({ length: 6 }, (_, index) => membership(100 + index, `Pass ${index + 1}`));
    const { router } = renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/marketplace',
      cache: withEthPrice((queryClient) => {
        seedMarketplace(six, 13)(queryClient);
        cacheMarketplace(queryClient, recent(1, 6), six, 13);
        keepLoading(queryClient, marketplaceQueryOptions(recent(2, 6)).queryKey);
      }),
      onError: vi.fn(),
    });

    fireEvent.change(await screen.findByRole('combobox', { name: 'Per page' }), { target: { value: '6' } });
    await expectLocation(router, '/marketplace?limit=6');
    // 13 memberships, 6 a page: three pages.
    expect(await screen.findByRole('button', { name: 'last page, page 3' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expectLocation(router, '/marketplace?page=2&limit=6');
    // Page 2 is still loading: page 1 stays on screen, marked busy.
    await waitFor(() => expect(recentlyListed().getAttribute('aria-busy')).toBe('true'));
    expect(within(recentlyListed()).getByRole('link', { name: 'Pass 1' })).toBeTruthy();
  });

  it('has one Per page, the main list’s, when both lists have more than a page: For resale pages by buttons of its own', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => membership(200 + index, `Resold ${index + 1}`));
    const { router } = renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/marketplace',
      cache: withEthPrice((queryClient) => {
        seedMarketplace(twelve, 13)(queryClient);
        cacheMarketplace(queryClient, resale, twelve, 13);
        keepLoading(queryClient, marketplaceQueryOptions(resaleListingsRequest(2)).queryKey);
      }),
      onError: vi.fn(),
    });

    expect(await screen.findAllByRole('combobox', { name: 'Per page' })).toHaveLength(1);
    const resalePages = screen.getByRole('navigation', { name: 'For resale pages' });
    fireEvent.click(within(resalePages).getByRole('button', { name: 'Next page' }));
    // The resale section pages by itself, in a param of its own: the main list keeps the URL's page.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'For resale' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(router.state.location.search).toBe('?resale_page=2');
  });
});
