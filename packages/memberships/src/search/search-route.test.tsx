import { answerOn, mockApi } from '@keyclub/api-client/testing';
import { expectLocation, renderRoutes } from '@keyclub/app-shell/testing';
import { tokenFixture } from '@keyclub/domain/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consumerMembershipRoutes } from '../consumer.ts';
import { cacheMarketplace, withEthPrice } from '../testing/market-cache.ts';

const found = [
  tokenFixture({ id: 7, profile: { title: 'Velvet Night Pass', available_copies_count: 12 } }),
  tokenFixture({ id: 8, profile: { title: 'Velvet VIP Table', price: 0, available_copies_count: -1 } }),
];

/** The search page with its results cached; the detail a result opens answered (it reads GET /tokens/{id}). */
const searchFor = (title: string, tokens = found) => {
  const details = tokens.map((token) =>
    answerOn(
      'GET /tokens/:id',
      { data: token, meta: { owned_token_id: null } },
      { params: { id: token.id } },
    ),
  );
  mockApi(Object.assign({}, ...details));
  return renderRoutes({
    routes: consumerMembershipRoutes,
    path: `/search?query=${title}`,
    cache: withEthPrice((queryClient) =>
      cacheMarketplace(queryClient, { title, page: 1, limit: 12 }, tokens),
    ),
    onError: vi.fn(),
  });
};

describe('Search results', () => {
  it('shows the matches as cards, 3 a row on wide screens, each opening the public detail', async () => {
    const { onError } = searchFor('velvet');

    const grid = await screen.findByRole('list', { name: 'Results for “velvet”' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: 'Velvet Night Pass' }).getAttribute('href')).toBe(
      '/public/token/7',
    );
    expect(screen.getByRole('button', { name: 'Grid view' }).getAttribute('aria-pressed')).toBe('true');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the List view as a table with the six columns; a row click opens the public detail', async () => {
    const { router } = searchFor('velvet');

    fireEvent.click(await screen.findByRole('button', { name: 'List view' }));
    await expectLocation(router, '/search?query=velvet&view=list');
    // The view changes with the navigation, which runs the route's loader first.
    const table = await screen.findByRole('table', { name: 'Search results' });
    // happy-dom lays out for a phone, where only Title and Price show (e2e visual-bugs.spec.ts):
    // `hidden` reads the columns wider screens show too.
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Category', 'Owner', 'Address', 'Memberships Available', 'Price']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Velvet Night Pass', 'Nightlife', 'The Velvet Room', 'Austin, TX', '12', '$49.00≈ 0.020 ETH']);
    expect(within(second as HTMLElement).getByText('Unlimited')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('FREE')).toBeTruthy();

    fireEvent.click(within(first as HTMLElement).getByText('Austin, TX'));
    await expectLocation(router, '/public/token/7');
  });

  it('says No Membership found, with a way to the marketplace', async () => {
    searchFor('zzzz', []);

    expect(await screen.findByText('No Membership found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });

  it('asks for more characters instead of searching for fewer than 3', async () => {
    renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/search?query=ve',
      cache: withEthPrice(),
      onError: vi.fn(),
    });

    expect(await screen.findByText('Type at least 3 characters in the search box.')).toBeTruthy();
    expect(screen.queryByText('No Membership found')).toBeNull();
  });
});
