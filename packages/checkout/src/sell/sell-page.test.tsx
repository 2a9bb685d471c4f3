import { useAuthStore } from '@keyclub/app-state';
import { MESSAGES, type SellTerms } from '@keyclub/domain';
import { tokenFixture, userFixture } from '@keyclub/domain/testing';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLocation, renderBuy, startApi } from '../testing/render-buy.tsx';

const owner = userFixture({ id: 5 });
const copy = tokenFixture({ id: 12, parent_id: 7, token_id_bc: '3', listing_amount: 20 });
const terms: SellTerms = {
  listing_amount: 20,
  commission_percentage: 5,
  transaction_percentage: 2.5,
  listing: null,
  wallet_approval: null,
  payout_account_status: 'READY',
};

describe('Sell Membership NFT page', () => {
  const api = startApi();
  afterEach(() => useAuthStore.getState().clear());

  const typePrice = (price: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: /Price/ }), { target: { value: price } });
  const post = () => fireEvent.click(screen.getByRole('button', { name: 'Post your listing' }));

  it('blocks a price below the asking price with its modal, then lists a valid one and goes to My Memberships', async () => {
    useAuthStore.getState().setSession(owner, 'session-token');
    api.answer({
      'GET /tokens/12': { body: { data: copy, meta: { owned_token_id: 12 } } },
      'GET /tokens/12/sell': { body: { data: terms } },
      'POST /tokens/12/sell': { body: { data: { ...copy, is_open_for_sale: true } } },
    });
    const { router } = renderBuy('/tokens/12/sell');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sell Membership NFT' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'My Membership NFTs' }).getAttribute('href')).toBe(
      '/tokens',
    );
    expect(within(crumbs).getByRole('link', { name: 'Velvet Night Pass' }).getAttribute('href')).toBe(
      '/tokens/12?owned=true',
    );

    typePrice('19.99');
    post();
    const below = await screen.findByRole('alertdialog', { name: MESSAGES.errors.priceBelowAskingTitle });
    expect(within(below).getByText(MESSAGES.errors.priceBelowAsking)).toBeTruthy();
    fireEvent.click(within(below).getByRole('button', { name: /close/i }));
    // The dialog closes after its exit animation: slower on a loaded machine.
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), TEST_WAIT);
    expect(api.requestsTo('POST /tokens/12/sell')).toHaveLength(0);

    typePrice('40');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('$43.00')).toBeTruthy();
    post();
    const confirm = await screen.findByRole('alertdialog', { name: MESSAGES.sell.confirmTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Post your listing' }));

    const listed = await screen.findByRole('alertdialog', { name: MESSAGES.sell.listedTitle });
    const [request] = api.requestsTo('POST /tokens/12/sell');
    expect(request?.body).toEqual({ price: '40' });
    fireEvent.click(within(listed).getByRole('button', { name: 'Go to My Memberships' }));
    await expectLocation(router, '/tokens');
  });

  it('withdraws a listing and goes to My Memberships', async () => {
    useAuthStore.getState().setSession(owner, 'session-token');
    const listed = { ...copy, is_open_for_sale: true, listing_amount: 30, total_amount: 32.25 };
    api.answer({
      'GET /tokens/12': { body: { data: listed, meta: { owned_token_id: 12 } } },
      'GET /tokens/12/sell': { body: { data: { ...terms, listing_amount: 30 } } },
      'DELETE /tokens/12/sell': { body: { data: copy } },
    });
    const { router } = renderBuy('/tokens/12/sell');

    expect(await screen.findByText(/Listed now for \$32\.25/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw listing' }));
    await expectLocation(router, '/tokens');
    expect(api.requestsTo('DELETE /tokens/12/sell')).toHaveLength(1);
  });

  it('asks for a price in the field, without the modal', async () => {
    useAuthStore.getState().setSession(owner, 'session-token');
    api.answer({
      'GET /tokens/12': { body: { data: copy, meta: { owned_token_id: 12 } } },
      'GET /tokens/12/sell': { body: { data: terms } },
    });
    renderBuy('/tokens/12/sell');
    await screen.findByRole('heading', { level: 1, name: 'Sell Membership NFT' });
    post();
    expect(await screen.findByText('Price is required.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says a payout account is needed first, with a link to connect one, and lists nothing', async () => {
    useAuthStore.getState().setSession(owner, 'session-token');
    api.answer({
      'GET /tokens/12': { body: { data: copy, meta: { owned_token_id: 12 } } },
      'GET /tokens/12/sell': { body: { data: { ...terms, payout_account_status: 'NOT_CONNECTED' } } },
    });
    const postedBefore = api.requestsTo('POST /tokens/12/sell').length;
    renderBuy('/tokens/12/sell');
    expect(await screen.findByText(MESSAGES.sell.payoutAccountFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect payouts' }).getAttribute('href')).toBe(
      '/settings?tab=payouts',
    );
    typePrice('40');
    expect((screen.getByRole('button', { name: 'Post your listing' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    post();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requestsTo('POST /tokens/12/sell')).toHaveLength(postedBefore);
  });
});
