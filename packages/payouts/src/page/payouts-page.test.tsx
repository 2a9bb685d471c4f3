import { callsOf, mockApi, type SentRequest } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { Earning, PayoutTransfer, Revenue } from '@keyclub/domain';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PayoutsPage } from './payouts-route.tsx';

const summary = {
  body: {
    data: {
      account_status: 'READY',
      waiting_amount: 22.5,
      transferred_amount: 7.2,
      platform_fee_percentage: 10,
    },
  },
};
const earning = (id: number, title: string): Earning => ({
  id,
  purchase_id: id + 100,
  kind: id % 2 ? 'PURCHASE' : 'RENEWAL',
  title,
  gross_amount: 25,
  fee_percentage: 10,
  fee_amount: 2.5,
  net_amount: 22.5,
  status: 'WAITING',
  created_at: '2026-11-23T17:00:00.000Z',
  transferred_at: null,
});
const revenueOf = (days: number, amounts: Record<number, number> = {}): Revenue => {
  const perDay = Array.from({ length: days }, (_, index) => ({
    day: `2026-${String(1 + Math.floor(index / 28)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    amount: amounts[index] ?? 0,
  }));
  return { days, total: perDay.reduce((sum, day) => sum + day.amount, 0), per_day: perDay };
};
const transfer = (id: number, title: string, reversed = false): PayoutTransfer => ({
  id,
  transfer_id: `tr_local_${id}`,
  title,
  kind: 'PURCHASE',
  amount: 22.5,
  transferred_at: '2026-11-24T09:00:00.000Z',
  reversed_at: reversed ? '2026-11-25T09:00:00.000Z' : null,
});
const BUSINESS_WALLET = '0x1234567890123456789012345678901234abcd';
/** The page's other reads, answered quietly unless a test names them. */
const otherReads = {
  'GET /payouts/transfers': { body: { data: [], meta: { page: 1, limit: 10, total: 0 } } },
  'GET /payouts/revenue': ({ query }: SentRequest) => ({
    body: { data: revenueOf(Number(query.get('days'))) },
  }),
  'GET /payouts/crypto': {
    body: { data: { wallet: null, available_amount: 0, withdrawn_amount: 0, locks: [] } },
  },
};
const pageApi = (routes: Parameters<typeof mockApi>[0]) => mockApi({ ...otherReads, ...routes });
const renderPage = (path = '/payouts') =>
  renderRoutes({ routes: [{ path: '/payouts', element: <PayoutsPage /> }], path });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/payouts', () => {
  it('shows the balance and the page of the ledger the URL names, each sale with amount, fee and net', async () => {
    const calls = pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': ({ query }) => ({
        body: {
          data: [earning(Number(query.get('page')) * 10 + 1, `Gold page ${query.get('page')}`)],
          meta: { page: Number(query.get('page')), limit: 20, total: 41 },
        },
      }),
    });
    const { router } = renderPage('/payouts?page=2');
    expect(await screen.findByText('$22.50', { selector: 'p' })).toBeTruthy();
    expect(within(screen.getByLabelText('Paid out')).getByText('$7.20')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Earnings' });
    const row = within(table).getByText('Gold page 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('$25.00')).toBeTruthy();
    expect(within(row).getByText('$2.50')).toBeTruthy();
    expect(within(row).getByText('$22.50')).toBeTruthy();
    expect(within(row).getByText('Waiting')).toBeTruthy();
    expect(within(row).getByText(/^Sale · /)).toBeTruthy();
    expect(callsOf(calls)).toContain('GET /payouts/earnings?page=2&limit=20');

    fireEvent.click(screen.getByRole('button', { name: 'last page, page 3' }));
    expect(await screen.findByText('Gold page 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect(callsOf(calls)).toContain('GET /payouts/earnings?page=3&limit=20');
  });

  it('lists a resale commission as such, its fee $0.00', async () => {
    const commission: Earning = {
      ...earning(7, 'Gold resold'),
      kind: 'RESALE',
      gross_amount: 2.5,
      fee_percentage: 0,
      fee_amount: 0,
      net_amount: 2.5,
    };
    pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': { body: { data: [commission], meta: { page: 1, limit: 20, total: 1 } } },
    });
    renderPage();
    const row = (await screen.findByText('Gold resold')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^Resale commission · /)).toBeTruthy();
    expect(within(row).getByText('$0.00')).toBeTruthy();
    expect(within(row).getAllByText('$2.50')).toHaveLength(2);
  });

  it('shows a crypto resale commission paid to the business wallet, and one still owed; card rows name no wallet', async () => {
    const crypto = (id: number, title: string, paidTo: string | null): Earning => ({
      ...earning(id, title),
      kind: 'RESALE',
      gross_amount: 2.5,
      fee_percentage: 0,
      fee_amount: 0,
      net_amount: 2.5,
      status: paidTo ? 'TRANSFERRED' : 'WAITING',
      paid_to: paidTo,
    });
    pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': {
        body: {
          data: [
            crypto(3, 'Gold paid', BUSINESS_WALLET),
            crypto(5, 'Gold owed', null),
            earning(4, 'Gold card'),
          ],
          meta: { page: 1, limit: 20, total: 3 },
        },
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Earnings' });
    const paid = within(table).getByText('Gold paid').closest('tr') as HTMLElement;
    expect(within(paid).getByText(/^Resale commission · /)).toBeTruthy();
    expect(within(paid).getByText('Paid out')).toBeTruthy();
    expect(within(paid).getByText('To wallet 0x1234…abcd')).toBeTruthy();
    const owed = within(table).getByText('Gold owed').closest('tr') as HTMLElement;
    expect(within(owed).getByText('Waiting')).toBeTruthy();
    expect(within(owed).getByText('To your wallet, once you link one')).toBeTruthy();
    const card = within(table).getByText('Gold card').closest('tr') as HTMLElement;
    expect(within(card).queryByText(/wallet/i)).toBeNull();
  });

  it('says a failed read of the ledger failed, with Retry, never that there are no earnings', async () => {
    let failing = true;
    pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': () =>
        failing
          ? { status: 503 }
          : { body: { data: [earning(1, 'Gold')], meta: { page: 1, limit: 20, total: 1 } } },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Your earnings could not be loaded.');
    expect(screen.queryByText('No earnings yet')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Gold')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failed read of the balance failed, with Retry', async () => {
    pageApi({
      'GET /payouts': { status: 503 },
      'GET /payouts/earnings': { body: { data: [], meta: { page: 1, limit: 20, total: 0 } } },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Your balance could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('with no earnings yet says so, links to connecting payouts and offers no CSV', async () => {
    pageApi({
      'GET /payouts': { body: { data: { ...summary.body.data, account_status: 'NOT_CONNECTED' } } },
      'GET /payouts/earnings': { body: { data: [], meta: { page: 1, limit: 20, total: 0 } } },
    });
    renderPage();
    expect(await screen.findByText('No earnings yet')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Connect payouts to receive your earnings' }).getAttribute('href'),
    ).toBe('/settings?tab=payouts');
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('downloads the ledger as a CSV file', async () => {
    const calls = pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': {
        body: { data: [earning(1, 'Gold')], meta: { page: 1, limit: 20, total: 1 } },
      },
      'GET /payouts/earnings.csv': { body: 'Date,Membership\r\n' },
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPage();
    await screen.findByText('Gold');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['keyclub-earnings.csv blob:csv']), TEST_WAIT);
    expect(callsOf(calls)).toContain('GET /payouts/earnings.csv');
  });
  it('charts revenue per day for 30 days, then 90, with its total', async () => {
    const calls = pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': { body: { data: [], meta: { page: 1, limit: 20, total: 0 } } },
      'GET /payouts/revenue': ({ query }) => ({
        body: {
          data: query.get('days') === '90' ? revenueOf(90, { 3: 40, 88: 12.5 }) : revenueOf(30, { 29: 12.5 }),
        },
      }),
    });
    renderPage();
    expect(await screen.findByRole('img', { name: 'Revenue over the last 30 days: $12.50' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByRole('img', { name: 'Revenue over the last 90 days: $52.50' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(callsOf(calls)).toContain('GET /payouts/revenue?days=30');
    expect(callsOf(calls)).toContain('GET /payouts/revenue?days=90');
  });

  it('lists the payouts made a page at a time, a reversed one marked so, a crypto commission with its wallet', async () => {
    const calls = pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': { body: { data: [], meta: { page: 1, limit: 20, total: 0 } } },
      'GET /payouts/transfers': ({ query }) => ({
        body: {
          data:
            query.get('page') === '2'
              ? [transfer(3, 'Silver', true)]
              : [
                  transfer(1, 'Gold'),
                  { ...transfer(2, 'Bronze'), kind: 'RESALE', amount: 2.5, paid_to: BUSINESS_WALLET },
                ],
          meta: { page: Number(query.get('page')), limit: 10, total: 11 },
        },
      }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payouts made' });
    const gold = within(table).getByText('Gold').closest('tr') as HTMLElement;
    expect(within(gold).getByText('$22.50')).toBeTruthy();
    expect(within(gold).getByText('Paid out')).toBeTruthy();
    expect(within(gold).queryByText(/To wallet/)).toBeNull();
    const bronze = within(table).getByText('Bronze').closest('tr') as HTMLElement;
    expect(within(bronze).getByText(/Resale commission/)).toBeTruthy();
    expect(within(bronze).getByText('$2.50')).toBeTruthy();
    expect(within(bronze).getByText('To wallet 0x1234…abcd')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Payouts made pages' })).getByRole('button', {
        name: 'last page, page 2',
      }),
    );
    const silver = (await screen.findByText('Silver')).closest('tr') as HTMLElement;
    expect(within(silver).getByText('Reversed')).toBeTruthy();
    expect(callsOf(calls)).toContain('GET /payouts/transfers?page=2&limit=10');
  });

  it('says a failed read of the revenue or of the payouts made failed, each with Retry', async () => {
    let failing = true;
    pageApi({
      'GET /payouts': summary,
      'GET /payouts/earnings': { body: { data: [], meta: { page: 1, limit: 20, total: 0 } } },
      'GET /payouts/revenue': () => (failing ? { status: 503 } : { body: { data: revenueOf(30, { 0: 5 }) } }),
      'GET /payouts/transfers': () =>
        failing
          ? { status: 503 }
          : { body: { data: [transfer(1, 'Gold')], meta: { page: 1, limit: 10, total: 1 } } },
    });
    renderPage();
    await screen.findByText('Your revenue could not be loaded.');
    await screen.findByText('Your payouts could not be loaded.');
    expect(screen.queryByText('No payouts yet')).toBeNull();
    failing = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(retry);
    expect(await screen.findByRole('img', { name: 'Revenue over the last 30 days: $5.00' })).toBeTruthy();
    expect(await screen.findByText('Gold')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
