import { mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { AuditEntry } from '@keyclub/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AuditPage } from './audit-route.tsx';

const entry = (id: number, reason: string): AuditEntry => ({
  id,
  operator_email: 'ops@keyclub.test',
  action: 'curation.add',
  subject_type: 'token_profile',
  subject_id: 4,
  reason,
  details: { list: 'featured', title: 'Gold night' },
  created_at: '2026-11-29T08:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/operator/audit', () => {
  it('shows who did what, when and why, a page at a time from the URL', async () => {
    const sent = mockApi(({ query }) => ({
      body: {
        data: [entry(Number(query.get('page')), `Reason on page ${query.get('page')}`)],
        meta: { page: Number(query.get('page')), limit: 20, total: 41 },
      },
    }));
    const { router } = renderRoutes({
      routes: [{ path: '/operator/audit', element: <AuditPage /> }],
      path: '/operator/audit?page=2',
    });
    const actions = await screen.findByRole('list', { name: 'Operator actions' });
    const item = within(actions).getByText('“Reason on page 2”').closest('li') as HTMLElement;
    expect(within(item).getByText('Added to a list')).toBeTruthy();
    expect(within(item).getByText('List: featured · Gold night')).toBeTruthy();
    expect(within(item).getByText('by ops@keyclub.test')).toBeTruthy();
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-29T08:00:00.000Z');
    expect(sent.map((request) => request.call)).toContain('GET /operator/audit?page=2&limit=20');

    fireEvent.click(screen.getByRole('button', { name: 'last page, page 3' }));
    expect(await screen.findByText('“Reason on page 3”')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('names a purchase an operator retried or refunded', async () => {
    mockApi(() => ({
      body: {
        data: [
          {
            ...entry(9, 'Buyer wrote in'),
            action: 'purchase.refund',
            subject_type: 'purchase',
            subject_id: 41,
            details: { payment_id: 'pi_1' },
          },
        ],
        meta: { page: 1, limit: 20, total: 1 },
      },
    }));
    renderRoutes({ routes: [{ path: '/operator/audit', element: <AuditPage /> }], path: '/operator/audit' });
    const actions = await screen.findByRole('list', { name: 'Operator actions' });
    expect(within(actions).getByText('Refunded a purchase')).toBeTruthy();
    expect(within(actions).getByText('Purchase #41')).toBeTruthy();
  });

  it('says a failed read failed, with Retry, never that nothing was done', async () => {
    let failing = true;
    mockApi(() =>
      failing
        ? { status: 503 }
        : { body: { data: [entry(1, 'Back again')], meta: { page: 1, limit: 20, total: 1 } } },
    );
    renderRoutes({ routes: [{ path: '/operator/audit', element: <AuditPage /> }], path: '/operator/audit' });
    expect((await screen.findByRole('alert')).textContent).toContain('The audit log could not be loaded.');
    expect(screen.queryByText('No operator actions yet')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('“Back again”')).toBeTruthy();
  });
});
