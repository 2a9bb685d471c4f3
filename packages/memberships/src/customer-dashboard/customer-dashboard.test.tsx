import { createQueryClient, ownedTokensQueryOptions } from '@keyclub/api-client';
import { formatDateTimeInZone, type Token } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumerCustomerRoutes } from '../consumer.ts';

/** A membership the customer owns: a child copy of a parent membership. */
const owned = (id: number, title: string, overrides: Partial<Token> = {}) =>
  tokenFixture({
    id,
    parent_id: 7,
    owner: { id: 5, first_name: 'Ana', last_name: 'Smith', city: 'Miami', state: 'FL' },
    owner_info: { status: 'ACTIVE', expiration_readable: '05 April 2027 14:07:09' },
    expires_at: '2027-04-05T14:07:09.000Z',
    ...overrides,
    profile: { title },
  });

const activated = owned(31, 'Velvet Night Pass', {
  last_token_activation: { is_expired: false, activated_at: '2026-03-05T14:07:09.000Z' },
});
const expired = owned(32, 'Harbor Supper Club', {
  is_bc_token_expired: true,
  owner_info: { status: 'EXPIRED', expiration_readable: '05 March 2025 14:07:09' },
  expires_at: '2025-03-05T14:07:09.000Z',
  last_token_activation: { is_expired: true, activated_at: '2025-03-05T14:07:09.000Z' },
  business: { ...tokenFixture().business, id: 4, name: 'Harbor House' },
});
const ready = owned(33, 'Rooftop Cinema');
const listed = owned(34, 'Harbor Brunch', { is_open_for_sale: true, total_amount: 21.5 });

type Pages = Record<number, { data: Token[]; total: number }>;

/**
 * The consumer customer routes at /tokens (or `path`) with these pages (12 per page, of the search
 * `title` if given) cached: no request is made.
 */
function renderDashboard(pages: Pages, { path = '/tokens', title }: { path?: string; title?: string } = {}) {
  const onError = vi.fn();
  const queryClient = createQueryClient({ onError });
  for (const [page, { data, total }] of Object.entries(pages)) {
    const query = { page: Number(page), limit: 12 };
    queryClient.setQueryData(ownedTokensQueryOptions({ ...query, title }).queryKey, {
      data,
      meta: { ...query, total },
    });
  }
  const routes = [{ HydrateFallback: () => null, children: consumerCustomerRoutes }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { onError, router };
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('Customer dashboard', () => {
  afterEach(cleanup);

  it('searches the owned memberships by title from the URL: the matches, or the spec’s empty text', async () => {
    renderDashboard(
      { 1: { data: [expired, listed], total: 2 } },
      { path: '/tokens?search=harbor', title: 'harbor' },
    );
    const box = await screen.findByRole('searchbox', { name: 'Search my memberships' });
    expect((box as HTMLInputElement).value).toBe('harbor');
    const list = screen.getByRole('list', { name: 'My Memberships' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    cleanup();

    renderDashboard({ 1: { data: [], total: 0 } }, { path: '/tokens?search=zzz', title: 'zzz' });
    expect(await screen.findByText('This search does not match any Memberships you own')).toBeTruthy();
    // The box stays, to change the search; the empty dashboard's own text is not shown.
    expect(screen.getByRole('searchbox', { name: 'Search my memberships' })).toBeTruthy();
    expect(screen.queryByText('You do not have any Memberships')).toBeNull();
  });

  it('lists owned memberships with the Customer row status of each', async () => {
    const { onError } = renderDashboard({ 1: { data: [activated, expired, ready], total: 3 } });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Memberships' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'My Memberships' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    expect(within(row('Velvet Night Pass')).getByText('Activated')).toBeTruthy();
    expect(within(row('Velvet Night Pass')).getByText('The Velvet Room')).toBeTruthy();
    expect(within(row('Velvet Night Pass')).queryByText('Token Expired')).toBeNull();

    expect(within(row('Harbor Supper Club')).getByText('Token Expired')).toBeTruthy();
    expect(within(row('Harbor Supper Club')).getByText('Harbor House')).toBeTruthy();
    expect(within(row('Harbor Supper Club')).queryByText('Activated')).toBeNull();

    // Membership Card state: no chip, the button that opens the card.
    const readyRow = row('Rooftop Cinema');
    expect(within(readyRow).queryByText(/Activated|Token Expired/)).toBeNull();
    expect(within(readyRow).getByRole('button', { name: 'Membership Card' })).toBeTruthy();
    expect(within(row('Velvet Night Pass')).queryByRole('button')).toBeNull();
    expect(within(row('Harbor Supper Club')).queryByRole('button')).toBeNull();

    // A copy whose key has not expired can be sold; the expired one cannot.
    expect(within(readyRow).getByRole('link', { name: 'Sell Rooftop Cinema' }).getAttribute('href')).toBe(
      '/tokens/33/sell',
    );
    expect(
      within(row('Velvet Night Pass')).getByRole('link', { name: 'Sell Velvet Night Pass' }),
    ).toBeTruthy();
    expect(within(row('Harbor Supper Club')).queryByRole('link', { name: /^Sell/ })).toBeNull();

    expect(screen.getByRole('link', { name: 'Rooftop Cinema' }).getAttribute('href')).toBe(
      '/tokens/33?owned=true',
    );
    expect(row('Velvet Night Pass').querySelector('img')?.getAttribute('src')).toBe(
      'https://files.test/art-thumb.png',
    );
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows when each key expires, and offers Renew on an expired one', async () => {
    const lifelong = owned(35, 'Lifetime Lounge', {
      owner_info: { status: 'ACTIVE', expiration_readable: null },
      expires_at: null,
    });
    renderDashboard({ 1: { data: [ready, expired, lifelong], total: 3 } });

    expect(await screen.findByRole('link', { name: 'Rooftop Cinema' })).toBeTruthy();
    expect(
      within(row('Rooftop Cinema')).getByText(`Expires ${formatDateTimeInZone('2027-04-05T14:07:09.000Z')}`),
    ).toBeTruthy();
    expect(
      within(row('Harbor Supper Club')).getByText(
        `Expired ${formatDateTimeInZone('2025-03-05T14:07:09.000Z')}`,
      ),
    ).toBeTruthy();
    expect(within(row('Lifetime Lounge')).getByText('Never Expires')).toBeTruthy();

    expect(
      within(row('Harbor Supper Club'))
        .getByRole('link', { name: 'Renew Harbor Supper Club' })
        .getAttribute('href'),
    ).toBe('/tokens/32/buy?renew=true');
    expect(within(row('Rooftop Cinema')).queryByRole('link', { name: /^Renew/ })).toBeNull();
  });

  it('says which memberships are for sale', async () => {
    renderDashboard({ 1: { data: [ready, listed], total: 2 } });

    expect(await screen.findByRole('link', { name: 'Harbor Brunch' })).toBeTruthy();
    expect(within(row('Harbor Brunch')).getByText('For sale')).toBeTruthy();
    expect(within(row('Rooftop Cinema')).queryByText('For sale')).toBeNull();
  });

  it('shows the empty state with a way to the marketplace when the customer owns none', async () => {
    renderDashboard({ 1: { data: [], total: 0 } });

    expect(await screen.findByText('You do not have any Memberships')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
    expect(screen.queryByRole('list', { name: 'My Memberships' })).toBeNull();
  });

  it('pages through more memberships than one page holds', async () => {
    const firstPage = Array.from({ length: 12 }, (_, index) => owned(100 + index, `Pass ${index + 1}`));
    const { router } = renderDashboard({
      1: { data: firstPage, total: 13 },
      2: { data: [owned(200, 'Pass 13')], total: 13 },
    });

    expect(await screen.findByRole('link', { name: 'Pass 1' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: 'Pass 13' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pass 1' })).toBeNull();
    expect(router.state.location.search).toBe('?page=2');
  });
});
