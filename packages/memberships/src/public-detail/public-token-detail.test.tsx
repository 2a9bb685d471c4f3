import { tokenDetailQueryOptions } from '@keyclub/api-client';
import { answerOn, mockApi } from '@keyclub/api-client/testing';
import { expectLocation, renderRoutes } from '@keyclub/app-shell/testing';
import { useAuthStore } from '@keyclub/app-state';
import { formatDateTimeInZone, type Token } from '@keyclub/domain';
import { tokenFixture, userFixture } from '@keyclub/domain/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumerMembershipRoutes } from '../consumer.ts';
import { keepLoading, withEthPrice } from '../testing/market-cache.ts';

const viewer = userFixture({ id: 5 });

/** The consumer routes at /public/token/7 with GET /tokens/7 answered (and cached) for the current viewer. */
function renderDetail(token: Token, ownedTokenId: number | null = null) {
  const viewerId = useAuthStore.getState().user?.id ?? null;
  const detail = { token, meta: { owned_token_id: ownedTokenId } };
  // Answered as well as cached: the sign-out after a test changes the viewer while the page is still shown, and
  // the page reads the membership again for them.
  mockApi(answerOn('GET /tokens/:id', { data: token, meta: detail.meta }, { params: { id: token.id } }));
  // Stand-ins for the screens Buy leads to (checkout and login live in their own packages).
  const routes = [
    ...consumerMembershipRoutes,
    { path: '/tokens/:id/buy', element: <p>Checkout</p> },
    { path: '/auth/login', element: <p>Login</p> },
  ];
  return renderRoutes({
    routes: routes,
    path: `/public/token/${token.id}`,
    cache: withEthPrice((queryClient) =>
      queryClient.setQueryData(tokenDetailQueryOptions(token.id, viewerId).queryKey, detail),
    ),
    onError: vi.fn(),
  });
}

const priceBox = () => screen.getByRole('region', { name: 'Price' });

describe('Public membership detail', () => {
  afterEach(() => useAuthStore.getState().clear());

  it('offers Buy Membership to a signed-in customer, leading to the checkout', async () => {
    useAuthStore.getState().setSession(viewer, 'token');
    const { router, onError } = renderDetail(tokenFixture());

    expect(await screen.findByRole('heading', { level: 1, name: 'Velvet Night Pass' })).toBeTruthy();
    expect(within(priceBox()).getByText('$49.00')).toBeTruthy();
    expect(within(priceBox()).getByText('≈ 0.020 ETH')).toBeTruthy();
    fireEvent.click(within(priceBox()).getByRole('link', { name: 'Buy Membership' }));
    await expectLocation(router, '/tokens/7/buy');
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends a logged-out visitor who presses Buy to login, with the way back here', async () => {
    const { router } = renderDetail(tokenFixture());

    fireEvent.click(await screen.findByRole('link', { name: 'Buy Membership' }));
    await expectLocation(router, '/auth/login/?returnUrl=%2Fpublic%2Ftoken%2F7');
  });

  it('disables Buy with You already own this Membership when the viewer owns a copy', async () => {
    useAuthStore.getState().setSession(viewer, 'token');
    renderDetail(tokenFixture(), 70);

    const buy = await within(await screen.findByRole('region', { name: 'Price' })).findByRole('button', {
      name: 'Buy Membership',
    });
    expect(buy).toHaveProperty('disabled', true);
    expect(within(priceBox()).getByText('You already own this Membership')).toBeTruthy();
    expect(within(priceBox()).queryByRole('link')).toBeNull();
  });

  it('shows a disabled COMING SOON while the membership is PENDING', async () => {
    renderDetail(tokenFixture({ profile: { status: 'PENDING' } }));

    const comingSoon = await screen.findByRole('button', { name: 'COMING SOON' });
    expect(comingSoon).toHaveProperty('disabled', true);
    expect(screen.queryByText('Buy Membership')).toBeNull();
  });

  it('says No Memberships available. and offers no Buy when no copy is left', async () => {
    renderDetail(tokenFixture({ profile: { available_copies_count: 0 } }));

    expect(await screen.findByText('No Memberships available.')).toBeTruthy();
    expect(screen.queryByText('Buy Membership')).toBeNull();
  });

  it('marks a copy on resale and shows what its buyer pays and how long it stays valid', async () => {
    const inThirtyDays = new Date(Date.now() + 30 * 24 * 3_600_000 + 3_600_000);
    const listed = tokenFixture({
      parent_id: 3,
      is_open_for_sale: true,
      listing_amount: 24,
      total_amount: 25.63,
      expires_at: inThirtyDays.toISOString(),
      profile: { renewal_price: 4 },
    });
    renderDetail(listed);

    expect(await screen.findByText('Resale', { exact: true })).toBeTruthy();
    expect(within(priceBox()).getByText('Resale Price')).toBeTruthy();
    expect(within(priceBox()).getByText('$25.63')).toBeTruthy();
    expect(within(priceBox()).queryByText('Renewal Price')).toBeNull();
    const details = screen.getByRole('region', { name: 'Membership Details' });
    expect(within(details).getByText(formatDateTimeInZone(inThirtyDays))).toBeTruthy();
    expect(within(details).getByText('30 days')).toBeTruthy();
    expect(within(details).queryByText('Membership Duration')).toBeNull();
  });

  it('shows the membership duration, and no resale marking, for a copy not on sale', async () => {
    renderDetail(tokenFixture({ parent_id: 3, expires_at: null, profile: { renewal_price: 4 } }));

    expect(
      await within(await screen.findByRole('region', { name: 'Price' })).findByText('Renewal Price'),
    ).toBeTruthy();
    expect(screen.queryByText('Resale', { exact: true })).toBeNull();
    expect(screen.getByText('Membership Duration')).toBeTruthy();
  });

  it('shows a skeleton while the membership loads', async () => {
    renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/public/token/7',
      cache: withEthPrice((queryClient) =>
        keepLoading(queryClient, tokenDetailQueryOptions(7, null).queryKey),
      ),
      onError: vi.fn(),
    });

    expect(await screen.findByRole('status', { name: 'Loading membership' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
