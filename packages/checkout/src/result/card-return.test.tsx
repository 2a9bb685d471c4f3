import { useAuthStore } from '@keyclub/app-state';
import { CARD_POLL_INTERVAL_MS } from '@keyclub/domain';
import { tokenFixture, userFixture } from '@keyclub/domain/testing';
import { notify } from '@keyclub/ui-kit';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLocation, renderBuy, startApi, TEST_SUPPORT_EMAIL } from '../testing/render-buy.tsx';

const PURCHASE = 'POST /tokens/7/purchase?stripe=true';
const result = (data: { pending: boolean; token_id: number | null; error: string | null }) => ({
  body: { data },
});
const failureText =
  "Something went wrong processing your payment. We're looking into it. If you continue to experience problems, contact support";

describe('Card return on the buy page', () => {
  const api = startApi();
  beforeEach(() => useAuthStore.getState().setSession(userFixture({ id: 5 }), 'session-token'));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    useAuthStore.getState().clear();
  });

  const membership = { body: { data: tokenFixture(), meta: { owned_token_id: null } } };

  it('polls every 5 s behind the processing dialog and its submitted toast, then shows the success dialog', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    api.answer({
      'GET /tokens/7': membership,
      [PURCHASE]: [
        result({ pending: true, token_id: null, error: null }),
        result({ pending: false, token_id: 31, error: null }),
      ],
    });
    const { router } = renderBuy('/tokens/7/buy?stripePurchase=true&session_id=cs_local_1');

    const processing = await screen.findByRole('alertdialog', { name: 'Your order is being processed!' });
    expect(within(processing).getByText(/can take up to a minute/)).toBeTruthy();
    expect(within(processing).queryByRole('button')).toBeNull();
    await vi.waitFor(() => expect(api.requestsTo(PURCHASE)).toHaveLength(1), TEST_WAIT);
    expect(await screen.findByText('Membership purchase submitted')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(CARD_POLL_INTERVAL_MS);
    const success = await screen.findByRole('alertdialog', { name: 'Membership Successfully Processed' });
    expect(screen.queryByRole('alertdialog', { name: 'Your order is being processed!' })).toBeNull();
    const polls = api.requestsTo(PURCHASE);
    expect(polls).toHaveLength(2);
    expect(polls.map((request) => request.body)).toEqual([
      { session_id: 'cs_local_1' },
      { session_id: 'cs_local_1' },
    ]);

    fireEvent.click(within(success).getByRole('link', { name: 'View Membership' }));
    await expectLocation(router, '/tokens/31?owned=true');
  });

  it('a renewal being processed says Membership renewal submitted', async () => {
    api.answer({
      'GET /tokens/7': membership,
      [PURCHASE]: result({ pending: true, token_id: null, error: null }),
    });
    renderBuy('/tokens/7/buy?stripePurchase=true&session_id=cs_local_2&renew=true');

    expect(await screen.findByRole('alertdialog', { name: 'Your order is being processed!' })).toBeTruthy();
    expect(await screen.findByText('Membership renewal submitted')).toBeTruthy();
  });

  it('a purchase already settled shows only the processed dialog, no submitted toast beside it', async () => {
    api.answer({
      'GET /tokens/7': membership,
      [PURCHASE]: result({ pending: false, token_id: 31, error: null }),
    });
    const toast = vi.spyOn(notify, 'success');
    renderBuy('/tokens/7/buy?stripePurchase=true&session_id=cs_local_5');

    expect(
      await screen.findByRole('alertdialog', { name: 'Membership Successfully Processed' }),
    ).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the failure dialog when the payment failed; closing it shows the offer again', async () => {
    api.answer({
      'GET /tokens/7': membership,
      [PURCHASE]: result({ pending: false, token_id: null, error: 'Your card was declined.' }),
    });
    const { router } = renderBuy('/tokens/7/buy?stripePurchase=true&session_id=cs_local_3');

    const failure = await screen.findByRole('alertdialog', { name: 'Uh-oh, something went wrong' });
    expect(within(failure).getByText(failureText)).toBeTruthy();
    fireEvent.click(within(failure).getByRole('button', { name: 'Close' }));

    await expectLocation(router, '/tokens/7/buy');
    expect(await screen.findByRole('button', { name: 'Pay using Credit Card' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the failure dialog when the confirmation call is refused', async () => {
    api.answer({
      'GET /tokens/7': membership,
      [PURCHASE]: { status: 404, body: { message: 'Not found', errors: [] } },
    });
    renderBuy('/tokens/7/buy?stripePurchase=true&session_id=cs_local_4');

    const dialog = await screen.findByRole('alertdialog', { name: 'Uh-oh, something went wrong' });
    // The way to reach support is the configured address, as a mail link.
    const support = within(dialog).getByRole('link', { name: TEST_SUPPORT_EMAIL });
    expect(support.getAttribute('href')).toBe(`mailto:${TEST_SUPPORT_EMAIL}`);
  });

  it('a return without a session (an older cancel URL) is a cancel: no failure dialog, nothing confirmed', async () => {
    api.answer({ 'GET /tokens/7': membership });
    const before = api.requestsTo(PURCHASE).length;
    renderBuy('/tokens/7/buy?stripePurchase=true');

    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requestsTo(PURCHASE)).toHaveLength(before);
  });
});
