import type { Earning } from '@keyclub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { mockApi, type Reply, type SentRequest, TEST_API_URL } from '../testing/mock-api.ts';
import {
  earningsPageQueryOptions,
  fetchEarningsCsv,
  fetchEarningsPage,
  fetchResaleEarningsPage,
  resaleEarningsPageQueryOptions,
} from './earnings.ts';
import { startPayoutOnboarding } from './payout-onboarding.ts';
import { fetchPayoutSummary, payoutSummaryQueryOptions } from './payout-summary.ts';

const earning: Earning = {
  id: 3,
  purchase_id: 11,
  kind: 'PURCHASE',
  title: 'Supper Club',
  gross_amount: 25,
  fee_percentage: 10,
  fee_amount: 2.5,
  net_amount: 22.5,
  status: 'WAITING',
  created_at: '2026-11-23T17:00:00.000Z',
  transferred_at: null,
};

describe('payout endpoints', () => {
  let sent: SentRequest[];
  const answer = (reply: Reply) => {
    sent = mockApi(() => reply);
  };
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => 'token-1' }));

  it('reads the summary and one page of earnings, silently (the screens show the failure with Retry)', async () => {
    const summary = {
      account_status: 'READY',
      waiting_amount: 22.5,
      transferred_amount: 0,
      platform_fee_percentage: 10,
    };
    answer({ body: { data: summary } });
    expect(await fetchPayoutSummary()).toEqual(summary);
    expect(sent.at(-1)).toMatchObject({ call: 'GET /payouts' });
    expect(payoutSummaryQueryOptions().meta).toEqual({ silent: true });

    answer({ body: { data: [earning], meta: { page: 2, limit: 20, total: 21 } } });
    expect(await fetchEarningsPage({ page: 2, limit: 20 })).toEqual({
      data: [earning],
      meta: { page: 2, limit: 20, total: 21 },
    });
    expect(sent.at(-1)).toMatchObject({ call: 'GET /payouts/earnings?page=2&limit=20' });
    expect(earningsPageQueryOptions({ page: 2, limit: 20 }).queryKey).toEqual([
      'payouts',
      'earnings',
      { page: 2, limit: 20 },
    ]);
  });

  it('reads one page of a consumer’s resale earnings, silently, under the payouts keys', async () => {
    const resale = {
      id: 4,
      purchase_id: 12,
      title: 'Supper Club',
      total_amount: 36.83,
      commission_amount: 2.5,
      transaction_amount: 1,
      amount: 33.33,
      status: 'TRANSFERRED',
      created_at: '2026-11-23T17:00:00.000Z',
      transferred_at: '2026-11-23T17:00:05.000Z',
    };
    answer({ body: { data: [resale], meta: { page: 3, limit: 10, total: 21 } } });
    expect(await fetchResaleEarningsPage({ page: 3, limit: 10 })).toEqual({
      data: [resale],
      meta: { page: 3, limit: 10, total: 21 },
    });
    expect(sent.at(-1)).toMatchObject({ call: 'GET /payouts/resale-earnings?page=3&limit=10' });
    const options = resaleEarningsPageQueryOptions({ page: 3, limit: 10 });
    expect(options.queryKey[0]).toBe('payouts');
    expect(options.meta).toEqual({ silent: true });
  });

  it('downloads the CSV with the session’s access token, and starts onboarding', async () => {
    answer({ body: 'Date,Membership\r\n', headers: { 'content-type': 'text/csv' } });
    expect(await (await fetchEarningsCsv()).text()).toBe('Date,Membership\r\n');
    expect(sent.at(-1)).toMatchObject({ call: 'GET /payouts/earnings.csv' });
    expect([...(sent.at(-1)?.headers.values() ?? [])]).toContain('token-1');

    answer({ body: { data: { url: 'http://api.test/payouts/local/onboarding/acctlink_local_1' } } });
    expect(await startPayoutOnboarding()).toEqual({
      url: 'http://api.test/payouts/local/onboarding/acctlink_local_1',
    });
    expect(sent.at(-1)).toMatchObject({ call: 'POST /payouts/onboarding' });
  });
});
