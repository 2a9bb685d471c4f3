import { callsOf, mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PayoutsTab from './payouts-tab.tsx';

const summary = (account_status: string) => ({
  body: {
    data: { account_status, waiting_amount: 22.5, transferred_amount: 0, platform_fee_percentage: 10 },
  },
});
/** The tab's wallet part reads its own route: no payout wallet yet, unless a test says otherwise. */
const fakeApi = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi({ 'GET /payouts/wallet': { body: { data: { address: null, verified_at: null } } }, ...routes });
const renderTab = (path = '/settings?tab=payouts') =>
  renderRoutes({ routes: [{ path: '/settings', element: <PayoutsTab /> }], path });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Settings → Payouts', () => {
  it('offers Connect payouts to a business with no account, and sends the browser to the onboarding it starts', async () => {
    const calls = fakeApi({
      'GET /payouts': summary('NOT_CONNECTED'),
      'POST /payouts/onboarding': {
        body: { data: { url: 'http://api.test/payouts/local/onboarding/acctlink_local_1' } },
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No payout account connected' })).toBeTruthy();
    expect(screen.getByText(/Keyclub keeps 10% of each card sale and renewal/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect payouts' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://api.test/payouts/local/onboarding/acctlink_local_1'),
    );
    expect(callsOf(calls)).toContain('POST /payouts/onboarding');
  });

  it('back from onboarding, reads the account again until the provider says it is ready', async () => {
    let status = 'PENDING';
    fakeApi({ 'GET /payouts': () => summary(status) });
    renderTab('/settings?tab=payouts&onboarding=return');
    expect(await screen.findByText('Checking your details with the payout provider…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue onboarding' })).toBeTruthy();
    status = 'READY';
    expect(
      await screen.findByRole('heading', { name: 'Payouts connected' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect payouts|Continue onboarding/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your earnings' }).getAttribute('href')).toBe('/payouts');
  });

  it('says a failed read failed, with Retry, instead of offering to connect', async () => {
    let failing = true;
    fakeApi({ 'GET /payouts': () => (failing ? { status: 503 } : summary('READY')) });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your payout account could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: 'Connect payouts' })).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payouts connected' })).toBeTruthy();
  });
});
