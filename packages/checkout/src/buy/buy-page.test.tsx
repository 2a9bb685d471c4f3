import { useAuthStore } from '@keyclub/app-state';
import { MESSAGES, type Token } from '@keyclub/domain';
import { tokenFixture, userFixture } from '@keyclub/domain/testing';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { expectLocation, renderBuy, startApi } from '../testing/render-buy.tsx';

const buyer = userFixture({ id: 5 });
const detail = (token: Token) => ({ body: { data: token, meta: { owned_token_id: null } } });
const session = { url: 'http://localhost:3000/checkout/local/cs_local_1', session_id: 'cs_local_1' };

describe('Buy Membership page', () => {
  const api = startApi();
  // The browser leaving for the payment page (leaveForPayment): recorded, the test's page stays.
  let leaveForPayment: MockInstance<Location['assign']>;
  beforeEach(() => {
    leaveForPayment = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    useAuthStore.getState().clear();
    vi.restoreAllMocks();
  });

  const priceBox = () => screen.getByRole('region', { name: 'Price' });

  it('back from a cancelled payment: a calm notice, the order card as it was left, Buy Now at once', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    api.answer({
      'GET /tokens/7': detail(tokenFixture()),
      'POST /tokens/checkout': { status: 201, body: { data: session } },
    });
    renderBuy('/tokens/7/buy?payment=cancelled');

    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const notice = within(summary).getByRole('status');
    expect(within(notice).getByText('Payment cancelled')).toBeTruthy();
    expect(within(notice).getByText(MESSAGES.checkout.paymentCancelled)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(summary).getByRole('checkbox', { name: MESSAGES.checkout.acceptTerms })).toHaveProperty(
      'checked',
      true,
    );
    // Buy Now waits for the wallet mode to load, as on any visit.
    const buyNow = await within(summary).findByRole('button', { name: 'Buy Now' });
    await vi.waitFor(() => expect(buyNow).toHaveProperty('disabled', false), TEST_WAIT);
    fireEvent.click(buyNow);

    await vi.waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(session.url), TEST_WAIT);
  });

  it('back from a declined card: says so and offers another card, which opens a new checkout', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    api.answer({
      'GET /tokens/7': detail(tokenFixture()),
      'POST /tokens/checkout': { status: 201, body: { data: session } },
    });
    renderBuy('/tokens/7/buy?payment=declined');

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your card was declined')).toBeTruthy();
    expect(within(notice).getByText(MESSAGES.checkout.paymentDeclined)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Try another card' }));

    await vi.waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(session.url), TEST_WAIT);
    expect(api.requestsTo('POST /tokens/checkout')).toHaveLength(1);
  });

  it('shows the order and the price, and buys by card once the terms are accepted', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    api.answer({
      'GET /tokens/7': detail(tokenFixture()),
      'POST /tokens/checkout': { status: 201, body: { data: session } },
    });
    const loadsBefore = api.requestsTo('GET /tokens/7').length;
    renderBuy('/tokens/7/buy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Membership' })).toBeTruthy();
    // The route's loader read the membership; the page shows that answer without asking again.
    expect(api.requestsTo('GET /tokens/7')).toHaveLength(loadsBefore + 1);
    const order = screen.getByRole('region', { name: 'Your Order' });
    expect(within(order).getByRole('heading', { name: 'Velvet Night Pass' })).toBeTruthy();
    expect(within(order).getByText('The Velvet Room')).toBeTruthy();
    expect(within(order).getByText('Austin, TX')).toBeTruthy();
    expect(within(order).getByText('Nightlife')).toBeTruthy();
    expect(within(within(order).getByRole('list', { name: 'Perks' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    expect(within(order).getByRole('link', { name: 'Cancel Order' }).getAttribute('href')).toBe('/tokens');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
    expect(within(crumbs).getByRole('link', { name: 'Velvet Night Pass' }).getAttribute('href')).toBe(
      '/public/token/7',
    );
    expect(within(priceBox()).getByText('$49.00')).toBeTruthy();
    expect(within(priceBox()).getByText('≈ 0.020 ETH')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();

    fireEvent.click(within(priceBox()).getByRole('button', { name: 'Pay using Credit Card' }));
    // Buy Now waits for the wallet mode to load: a connected wallet would pay instead of the card.
    const buyNow = await screen.findByRole('button', { name: 'Buy Now' });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Total')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Buy Now' })).toBe(buyNow);
    expect(buyNow).toHaveProperty('disabled', true);

    fireEvent.click(within(summary).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await vi.waitFor(() => expect(buyNow).toHaveProperty('disabled', false), TEST_WAIT);
    fireEvent.click(buyNow);

    await vi.waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(session.url), TEST_WAIT);
    const [checkout] = api.requestsTo('POST /tokens/checkout');
    expect(checkout?.body).toEqual({
      id: 7,
      name: 'Velvet Night Pass',
      image: 'https://files.test/art.png',
      price: 4900,
      membership_duration: 30,
    });
  });

  it('the terms link opens the Terms of Use without ticking the box; the membership terms open from the order', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    api.answer({
      'GET /tokens/7': detail(tokenFixture({ profile: { terms_and_conditions: 'Not transferable.' } })),
    });
    renderBuy('/tokens/7/buy');

    fireEvent.click(await screen.findByRole('button', { name: 'Pay using Credit Card' }));
    fireEvent.click(screen.getByRole('button', { name: 'terms and conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(within(terms).getByText(/at least 18 years old/)).toBeTruthy();
    fireEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    await vi.waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Terms of Use' })).toBeNull(),
      TEST_WAIT,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveProperty(
      'checked',
      false,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Membership Terms and Conditions' }));
    const own = await screen.findByRole('dialog', { name: 'Velvet Night Pass: Terms and Conditions' });
    expect(within(own).getByText('Not transferable.')).toBeTruthy();
  });

  it('offers Renew Now at the renewal price for an expired copy, its breadcrumb leading to the owned membership', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    const expired = tokenFixture({
      id: 70,
      parent_id: 7,
      owner: { id: 5, first_name: 'Ana', last_name: 'Smith', city: 'Austin', state: 'TX' },
      expires_at: '2026-10-01T10:00:00.000Z',
      owner_info: { status: 'EXPIRED', expiration_readable: '01 October 2026 10:00:00' },
    });
    api.answer({ 'GET /tokens/70': detail(expired) });
    renderBuy('/tokens/70/buy?renew=true');

    fireEvent.click(await screen.findByRole('button', { name: 'Pay using Credit Card' }));
    expect(within(priceBox()).getByText('$39.00')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Renew Now' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Velvet Night Pass' }).getAttribute('href')).toBe(
      '/tokens/70?owned=true',
    );
  });

  it('offers Renew Now before the copy expires, as the expiry reminders link to it', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    const expiring = tokenFixture({
      id: 70,
      parent_id: 7,
      owner: { id: 5, first_name: 'Ana', last_name: 'Smith', city: 'Austin', state: 'TX' },
      expires_at: '2026-12-01T10:00:00.000Z',
      owner_info: { status: 'ACTIVE', expiration_readable: '01 December 2026 10:00:00' },
    });
    api.answer({ 'GET /tokens/70': detail(expiring) });
    renderBuy('/tokens/70/buy?renew=true');

    fireEvent.click(await screen.findByRole('button', { name: 'Pay using Credit Card' }));
    fireEvent.click(screen.getByRole('checkbox', { name: MESSAGES.checkout.acceptTerms }));
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Renew Now' })).toHaveProperty('disabled', false),
      TEST_WAIT,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a free membership says Get it free and skips the card and the wallet: the API grants it', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    const freeSession = {
      url: 'http://localhost:5173/tokens/7/buy?stripePurchase=true&session_id=free_1',
      session_id: 'free_1',
    };
    api.answer({
      'GET /tokens/7': detail(tokenFixture({ profile: { price: 0 } })),
      'POST /tokens/checkout': { status: 201, body: { data: freeSession } },
    });
    renderBuy('/tokens/7/buy');

    expect(
      await within(await screen.findByRole('region', { name: 'Price' })).findByText('FREE'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay using Credit Card' })).toBeNull();
    fireEvent.click(within(priceBox()).getByRole('button', { name: 'Get it free' }));

    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByRole('button', { name: MESSAGES.wallet.connect })).toBeNull();
    fireEvent.click(within(summary).getByRole('checkbox', { name: MESSAGES.checkout.acceptTerms }));
    const buyNow = within(summary).getByRole('button', { name: 'Buy Now' });
    await vi.waitFor(() => expect(buyNow).toHaveProperty('disabled', false), TEST_WAIT);
    fireEvent.click(buyNow);

    await vi.waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(freeSession.url), TEST_WAIT);
    const checkouts = api.requestsTo('POST /tokens/checkout');
    expect(checkouts.map((request) => (request.body as { price: unknown }).price)).toEqual([0]);
  });

  it('behind the success of a renewal, says nothing in red about the copy not having expired', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    // The renewal went through: the copy the page reads again is no longer expired.
    const renewed = tokenFixture({
      id: 70,
      parent_id: 7,
      owner: { id: 5, first_name: 'Ana', last_name: 'Smith', city: 'Austin', state: 'TX' },
      owner_info: { status: 'ACTIVE', expiration_readable: '01 December 2026 10:00:00' },
    });
    api.answer({
      'GET /tokens/70': detail(renewed),
      'POST /tokens/70/purchase?stripe=true': {
        body: { data: { pending: false, token_id: 70, error: null } },
      },
    });
    renderBuy('/tokens/70/buy?stripePurchase=true&session_id=cs_local_9&renew=true');

    expect(await screen.findByRole('alertdialog', { name: MESSAGES.checkout.processedTitle })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay using Credit Card' })).toBeNull();
  });

  it("shows the server's refusal beside the button and stays on the page", async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    api.answer({
      'GET /tokens/7': detail(tokenFixture()),
      'POST /tokens/checkout': { status: 409, body: { message: 'No Memberships available.', errors: [] } },
    });
    renderBuy('/tokens/7/buy');

    fireEvent.click(await screen.findByRole('button', { name: 'Pay using Credit Card' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    const buyNow = await screen.findByRole('button', { name: 'Buy Now' });
    await vi.waitFor(() => expect(buyNow).toHaveProperty('disabled', false), TEST_WAIT);
    fireEvent.click(buyNow);

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No Memberships available.');
    expect(leaveForPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toHaveProperty('disabled', false);
  });

  it('says why a membership cannot be bought instead of offering the card', async () => {
    useAuthStore.getState().setSession(buyer, 'session-token');
    api.answer({ 'GET /tokens/7': { body: { data: tokenFixture(), meta: { owned_token_id: 70 } } } });
    renderBuy('/tokens/7/buy');

    expect(
      await within(await screen.findByRole('region', { name: 'Price' })).findByText(
        'You already own this Membership',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay using Credit Card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('sends a logged-out visitor to login with the way back, without loading the membership', async () => {
    const before = api.requests().length;
    const { router } = renderBuy('/tokens/7/buy');

    await expectLocation(router, '/auth/login/?returnUrl=%2Ftokens%2F7%2Fbuy');
    expect(api.requests().length).toBe(before);
  });
});
