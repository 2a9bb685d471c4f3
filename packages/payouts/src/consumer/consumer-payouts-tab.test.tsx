import { callsOf, mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { ResaleEarning } from '@keyclub/domain';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConsumerPayoutsTab from './consumer-payouts-tab.tsx';

const summary = (account_status: string, waiting_amount = 12.5, transferred_amount = 33.33) => ({
  body: { data: { account_status, waiting_amount, transferred_amount, platform_fee_percentage: 2.5 } },
});
const resale = (
  id: number,
  title: string,
  status: ResaleEarning['status'] = 'TRANSFERRED',
): ResaleEarning => ({
  id,
  purchase_id: id + 100,
  title,
  total_amount: 36.83,
  commission_amount: 2.5,
  transaction_amount: 1,
  amount: 33.33,
  status,
  created_at: '2026-11-23T17:00:00.000Z',
  transferred_at: status === 'TRANSFERRED' ? '2026-11-23T17:00:05.000Z' : null,
  method: 'CARD',
  paid_to: null,
});
const renderTab = (path = '/settings?tab=payouts') =>
  renderRoutes({ routes: [{ path: '/settings', element: <ConsumerPayoutsTab /> }], path });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the consumer’s Settings → Payouts', () => {
  it('offers Connect payouts to a seller with no account, saying a listing needs one', async () => {
    const calls = mockApi({
      'GET /payouts': summary('NOT_CONNECTED', 0, 0),
      'GET /payouts/resale-earnings': { body: { data: [], meta: { page: 1, limit: 20, total: 0 } } },
      'POST /payouts/onboarding': {
        body: { data: { url: 'http://api.test/payouts/local/onboarding/acctlink_local_1' } },
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No payout account connected' })).toBeTruthy();
    expect(screen.getByText(/Connect a bank account to sell your memberships/)).toBeTruthy();
    // A balance of nothing reads $0.00, not a price's 'FREE'.
    expect(within(screen.getByLabelText('Paid out')).getByText('$0.00')).toBeTruthy();
    expect(await screen.findByText('No resales yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect payouts' }));
    await vi.waitFor(
      () => expect(assign).toHaveBeenCalledWith('http://api.test/payouts/local/onboarding/acctlink_local_1'),
      TEST_WAIT,
    );
    expect(callsOf(calls)).toContain('POST /payouts/onboarding');
  });

  it('shows what is waiting and paid out, and each resale of the page in the URL: what the buyer paid, where it went', async () => {
    const calls = mockApi({
      'GET /payouts': summary('READY'),
      'GET /payouts/resale-earnings': ({ query }) => ({
        body: {
          data: [resale(Number(query.get('page')), `Pass page ${query.get('page')}`)],
          meta: { page: Number(query.get('page')), limit: 20, total: 41 },
        },
      }),
    });
    const { router } = renderTab('/settings?tab=payouts&page=2');
    expect(await screen.findByRole('heading', { name: 'Payouts connected' })).toBeTruthy();
    expect(within(screen.getByLabelText('Waiting to be paid out')).getByText('$12.50')).toBeTruthy();
    expect(within(screen.getByLabelText('Paid out')).getByText('$33.33')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Resale earnings' });
    const row = within(table).getByText('Pass page 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('$36.83')).toBeTruthy();
    expect(within(row).getByText('Commission $2.50 · Fee $1.00')).toBeTruthy();
    expect(within(row).getByText('$33.33')).toBeTruthy();
    expect(within(row).getByText('Paid out')).toBeTruthy();
    expect(within(row).getByText('To your payout account')).toBeTruthy();
    expect(callsOf(calls)).toContain('GET /payouts/resale-earnings?page=2&limit=20');

    fireEvent.click(screen.getByRole('button', { name: 'last page, page 3' }));
    expect(await screen.findByText('Pass page 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=payouts&page=3');
  });

  it('shows a wallet resale’s share paid from the treasury to the seller’s wallet, or waiting for one', async () => {
    const wallet = '0x1234567890abcdef1234567890abcdef12345678';
    mockApi({
      'GET /payouts': summary('READY'),
      'GET /payouts/resale-earnings': {
        body: {
          data: [
            { ...resale(1, 'Wallet resale paid'), method: 'CRYPTO', paid_to: wallet },
            { ...resale(2, 'Wallet resale waiting', 'WAITING'), method: 'CRYPTO', paid_to: null },
          ],
          meta: { page: 1, limit: 20, total: 2 },
        },
      },
    });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Resale earnings' });
    const paid = within(table).getByText('Wallet resale paid').closest('tr') as HTMLElement;
    expect(within(paid).getByText('Paid out')).toBeTruthy();
    expect(within(paid).getByText('To wallet 0x1234…5678')).toBeTruthy();
    const waiting = within(table).getByText('Wallet resale waiting').closest('tr') as HTMLElement;
    expect(within(waiting).getByText('To your wallet, once you link one')).toBeTruthy();
  });

  it('says a failed read of the resales failed, with Retry, never that there are none', async () => {
    let failing = true;
    mockApi({
      'GET /payouts': summary('READY'),
      'GET /payouts/resale-earnings': () =>
        failing
          ? { status: 503 }
          : { body: { data: [resale(1, 'Gold', 'WAITING')], meta: { page: 1, limit: 20, total: 1 } } },
    });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your resale earnings could not be loaded.',
    );
    expect(screen.queryByText('No resales yet')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Gold')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
  });
});
