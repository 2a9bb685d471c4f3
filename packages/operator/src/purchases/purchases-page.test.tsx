import { mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { AttentionPurchase, AttentionPurchaseDetail, PaymentDispute } from '@keyclub/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PurchasesPage } from './purchases-page.tsx';

const stuck: AttentionPurchase = {
  id: 41,
  kind: 'PURCHASE',
  status: 'FAILED',
  attention: 'send_uncertain',
  amount: 9,
  membership_title: 'Gold night',
  buyer_email: 'buyer@keyclub.test',
  paid_at: '2026-11-29T10:00:00.000Z',
  failure_reason:
    'The delivery was interrupted before its transaction was saved: check the chain before refunding.',
  can_retry: true,
  can_refund: true,
};
const history: AttentionPurchaseDetail = {
  ...stuck,
  refund_id: null,
  copy_id: null,
  deliveries: [
    {
      id: 5,
      kind: 'purchase.grant',
      status: 'FAILED',
      tx_hash: null,
      mined_tx_hashes: [],
      error: 'Saving was interrupted',
      created_at: '2026-11-29T10:00:01.000Z',
      updated_at: '2026-11-29T10:02:01.000Z',
    },
  ],
  actions: [],
};
const dispute: PaymentDispute = {
  payment_id: 'pi_1',
  state: 'OPEN',
  purchase_id: 40,
  copy_id: 12,
  membership_title: 'Silver pass',
  buyer_email: 'other@keyclub.test',
  amount: 5,
  opened_at: '2026-11-29T09:00:00.000Z',
  closed_at: null,
};
const page = <T,>(rows: T[]) => ({ body: { data: rows, meta: { page: 1, limit: 20, total: rows.length } } });
const renderPurchases = () =>
  renderRoutes({
    routes: [{ path: '/operator/purchases', element: <PurchasesPage /> }],
    path: '/operator/purchases',
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/operator/purchases', () => {
  it('retries a stuck purchase with the reason typed, shows its history, and lists disputes', async () => {
    let rows = [stuck];
    const sent = mockApi(({ route }) => {
      if (route === 'GET /operator/purchases/attention') return page(rows);
      if (route === 'GET /operator/purchases/41') return { body: { data: history } };
      if (route === 'GET /operator/disputes') return page([dispute]);
      if (route === 'POST /operator/purchases/41/retry') {
        rows = [];
        return { body: { data: { success: true } } };
      }
      return { status: 404, body: { message: 'no' } };
    });
    renderPurchases();
    const list = await screen.findByRole('list', { name: 'Purchases that need a hand' });
    expect(within(list).getByText('Gold night')).toBeTruthy();
    expect(within(await screen.findByRole('list', { name: 'Disputes' })).getByText('Open')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'History' }));
    const events = await screen.findByRole('list', { name: 'History of purchase 41' });
    expect(within(events).getByText(/purchase\.grant FAILED/)).toBeTruthy();

    // Without a reason nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Retry purchase 41' }));
    expect(await screen.findByText('Say why (at least 3 characters)')).toBeTruthy();
    expect(sent.some((request) => request.call.startsWith('POST'))).toBe(false);

    fireEvent.change(screen.getByLabelText(/Reason for the change/), { target: { value: 'Buyer wrote in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry purchase 41' }));
    expect(await screen.findByText('No purchase needs a hand')).toBeTruthy();
    expect(sent.find((request) => request.call === 'POST /operator/purchases/41/retry')?.body).toEqual({
      reason: 'Buyer wrote in',
    });
  });

  it('shows a failed read with Retry, never an empty list', async () => {
    mockApi(({ route }) =>
      route === 'GET /operator/purchases/attention' ? { status: 500, body: { message: 'down' } } : page([]),
    );
    renderPurchases();
    expect(await screen.findByText('The purchases that need a hand could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
    expect(screen.queryByText('No purchase needs a hand')).toBeNull();
    await waitFor(() => expect(screen.getByText('No disputes')).toBeTruthy());
  });
});
