import { tokenDetailQueryOptions } from '@keyclub/api-client';
import { mockApi } from '@keyclub/api-client/testing';
import { expectLocation, renderRoutes } from '@keyclub/app-shell/testing';
import { useAuthStore } from '@keyclub/app-state';
import { formatDateTimeInZone, formatLocaleDateTime, type Gate, type Token } from '@keyclub/domain';
import { tokenFixture, userFixture } from '@keyclub/domain/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumerCustomerRoutes } from '../consumer.ts';
import { withEthPrice } from '../testing/market-cache.ts';

const EXPIRES_AT = '2027-03-05T14:07:09.000Z';

const holder = userFixture({ id: 5 });
const openTable: Gate = {
  gate_configuration: { type: 'OPENTABLE' },
  values: 'https://widgets.opentable.test/r/1',
};
const redirect: Gate = {
  gate_configuration: { type: 'REDIRECT' },
  values: 'https://book.example.test/velvet',
};

/** The holder's copy 70 of membership 7, as GET /tokens/70 answers its owner. */
const ownedCopy = (
  status: 'ACTIVE' | 'EXPIRED',
  overrides: { profile?: Partial<Token['profile']> } & Partial<Omit<Token, 'profile'>> = {},
) =>
  tokenFixture({
    id: 70,
    parent_id: 7,
    token_id: 1,
    token_id_bc: '42',
    owner: { id: holder.id, first_name: 'Ana', last_name: 'Lopez', city: 'Austin', state: 'TX' },
    owner_info: { status, expiration_readable: '05 March 2027 14:07:09' },
    expires_at: EXPIRES_AT,
    is_bc_token_expired: status === 'EXPIRED',
    ...overrides,
    profile: { gate: [openTable, redirect], ...overrides.profile },
  });

function renderOwned(token: Token, path = `/tokens/${token.id}?owned=true`) {
  const routes = [
    ...consumerCustomerRoutes,
    { path: '/tokens/:id/buy', element: <p>Checkout</p> },
    { path: '/tokens/:id/scan', element: <p>Membership card</p> },
    { path: '/tokens/:id/sell', element: <p>Sell page</p> },
  ];
  return renderRoutes({
    routes: routes,
    path: path,
    cache: withEthPrice((queryClient) =>
      queryClient.setQueryData(tokenDetailQueryOptions(token.id, holder.id).queryKey, {
        token,
        meta: { owned_token_id: token.id },
      }),
    ),
    onError: vi.fn(),
  });
}

const detailsBox = () => screen.getByRole('region', { name: /Your Membership|Membership Details/ });

describe('Owned membership detail', () => {
  beforeEach(() => useAuthStore.getState().setSession(holder, 'token'));
  afterEach(() => {
    useAuthStore.getState().clear();
  });

  it('opens a new membership card: POST /tokens/70/activations, then its card page', async () => {
    const card = {
      id: 501,
      token_id: 70,
      status: 'PENDING',
      is_expired: false,
      activated_at: null,
      activation_end_at: null,
      title: 'Velvet Night Pass',
      qr_url: 'https://business.test/tokens/501/activate?exp=1&sig=x',
      generated_at: '2026-11-23T16:00:00.000Z',
      expires_at: '2026-11-23T16:05:00.000Z',
      code_valid_ms: 300_000,
      holder_name: 'Ana Lopez',
      membership_expires_at: null,
      perks: [],
      door_code: '482913',
    };
    const sent = mockApi(() => ({ status: 201, body: { data: card } }));
    const { router } = renderOwned(ownedCopy('ACTIVE'));

    fireEvent.click(await screen.findByRole('button', { name: 'Membership Card' }));
    await expectLocation(router, '/tokens/501/scan');
    expect(sent[0]?.route).toBe('POST /tokens/70/activations');
  });

  it.each([
    ['Add to Apple Wallet', 'http://api.test/wallet-passes/s1/pass.pkpass?exp=1&sig=x'],
    ['Add to Google Wallet', 'https://pay.google.com/gp/v/save/a.b.c'],
  ])('%s: issues the pass (POST /tokens/70/wallet-passes), then follows its link', async (button, link) => {
    const links = {
      serial: 's1',
      apple_pass_url: 'http://api.test/wallet-passes/s1/pass.pkpass?exp=1&sig=x',
      google_save_url: 'https://pay.google.com/gp/v/save/a.b.c',
    };
    const sent = mockApi(() => ({ status: 201, body: { data: links } }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderOwned(ownedCopy('ACTIVE'));

    fireEvent.click(await screen.findByRole('button', { name: button }));
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(assign).toHaveBeenCalledWith(link);
    expect(sent[0]?.route).toBe('POST /tokens/70/wallet-passes');
    assign.mockRestore();
  });

  it('shows Your Membership with its ID and expiration, and an enabled Make Reservation', async () => {
    renderOwned(ownedCopy('ACTIVE'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Velvet Night Pass' })).toBeTruthy();
    expect(within(detailsBox()).getByRole('heading', { name: 'Your Membership' })).toBeTruthy();
    expect(within(detailsBox()).getByText('42')).toBeTruthy();
    expect(within(detailsBox()).getByText(formatDateTimeInZone(EXPIRES_AT))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Reservation' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Membership Card' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Renew Membership' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy Membership' })).toBeNull();
  });

  it('opens the reservation dialog: the OpenTable widget in a frame, the redirect as a link, Cancel closes', async () => {
    renderOwned(ownedCopy('ACTIVE'));

    fireEvent.click(await screen.findByRole('button', { name: 'Make Reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Reservation' });
    expect(within(dialog).getByTitle('Velvet Night Pass table reservation').getAttribute('src')).toBe(
      openTable.values,
    );
    const link = within(dialog).getByRole('link', { name: 'Reserve at Velvet Night Pass' });
    expect(link.getAttribute('href')).toBe(redirect.values);
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Make Reservation' })).toBeNull();
  });

  it('puts the Membership Card first, right under the title', async () => {
    renderOwned(ownedCopy('ACTIVE'));

    const card = await screen.findByRole('button', { name: 'Membership Card' });
    const price = screen.getByRole('region', { name: 'Price' });
    expect(price.contains(card)).toBe(false);
    const title = screen.getByRole('heading', { level: 1, name: 'Velvet Night Pass' });
    // Before the covers and the price in the page's order: what a phone shows without scrolling.
    expect(title.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(price) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('once staff activated a card, says when instead of offering a card the API would refuse', async () => {
    const activatedAt = '2026-11-23T16:02:00.000Z';
    renderOwned(
      ownedCopy('ACTIVE', { last_token_activation: { is_expired: false, activated_at: activatedAt } }),
    );

    expect(await screen.findByText(`Activated at ${formatLocaleDateTime(activatedAt)}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Membership Card' })).toBeNull();
  });

  it('offers the card again once the activation ended', async () => {
    renderOwned(
      ownedCopy('ACTIVE', {
        last_token_activation: { is_expired: true, activated_at: '2026-11-20T16:02:00.000Z' },
      }),
    );

    expect(await screen.findByRole('button', { name: 'Membership Card' })).toBeTruthy();
    expect(screen.queryByText(/^Activated at/)).toBeNull();
  });

  it('links Sell Membership to the Sell page while the key is valid', async () => {
    const { router } = renderOwned(ownedCopy('ACTIVE'));

    fireEvent.click(await screen.findByRole('link', { name: 'Sell Membership' }));
    await expectLocation(router, '/tokens/70/sell');
  });

  it('once expired: Renew Membership to the renewal checkout, Make Reservation disabled, no Sell', async () => {
    const { router } = renderOwned(ownedCopy('EXPIRED'));

    const reserve = await screen.findByRole('button', { name: 'Make Reservation' });
    expect(reserve).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Membership Card' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sell Membership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Google Wallet' })).toBeNull();
    // The red of the expiry is checked in the browser (e2e): happy-dom computes no theme styles.
    expect(within(detailsBox()).getByText(formatDateTimeInZone(EXPIRES_AT))).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Renew Membership' }));
    await expectLocation(router, '/tokens/70/buy?renew=true');
  });

  it('offers no renewal while the membership is not ACTIVE, and no reservation without gates', async () => {
    renderOwned(ownedCopy('EXPIRED', { profile: { status: 'ARCHIVED', gate: [] } }));

    expect(await screen.findByRole('heading', { name: 'Your Membership' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Renew Membership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Membership Card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make Reservation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sell Membership' })).toBeNull();
  });

  it('shows the public detail without owned=true, and to anyone but the owner', async () => {
    renderOwned(ownedCopy('ACTIVE'), '/tokens/70');
    expect(await screen.findByRole('heading', { name: 'Membership Details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Reservation' })).toBeNull();
  });

  it('shows the public detail of a copy someone else owns, even with owned=true', async () => {
    const theirs = ownedCopy('ACTIVE', {
      owner: { id: 99, first_name: 'Bo', last_name: 'Lee', city: 'Austin', state: 'TX' },
    });
    renderOwned(theirs);
    expect(await screen.findByRole('heading', { name: 'Membership Details' })).toBeTruthy();
    expect(screen.queryByText('42')).toBeNull();
  });
});
