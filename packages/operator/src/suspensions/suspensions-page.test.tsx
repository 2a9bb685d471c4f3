import { mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { Suspended, Suspensions, Token } from '@keyclub/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SuspensionsPage } from './suspensions-page.tsx';

const found = {
  id: 7,
  profile: { title: 'Gold night' },
  business: { id: 3, name: 'Harbor Club' },
} as unknown as Token;
const suspendedGold: Suspended = {
  id: 7,
  name: 'Gold night',
  business_name: 'Harbor Club',
  reason: 'Reported as a scam',
  suspended_at: '2026-11-29T10:00:00.000Z',
};

const renderSuspensions = () =>
  renderRoutes({
    routes: [{ path: '/operator/suspensions', element: <SuspensionsPage /> }],
    path: '/operator/suspensions',
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/operator/suspensions', () => {
  it('suspends a membership found by title with the reason typed, then lists it to restore', async () => {
    let now: Suspensions = { memberships: [], businesses: [] };
    const sent = mockApi(({ route }) => {
      if (route === 'GET /operator/suspensions') return { body: { data: now } };
      if (route === 'PUT /operator/suspensions/memberships/7') {
        now = { ...now, memberships: [suspendedGold] };
        return { body: { data: { success: true } } };
      }
      return { body: { data: [found], meta: { page: 1, limit: 6, total: 1 } } };
    });
    renderSuspensions();
    expect(await screen.findByText('No suspended memberships')).toBeTruthy();

    // Without a reason nothing is sent, and the field says why.
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend membership Gold night' }));
    expect(await screen.findByText('Say why (at least 3 characters)')).toBeTruthy();
    expect(sent.some((request) => request.call.startsWith('PUT'))).toBe(false);

    fireEvent.change(screen.getByLabelText(/Reason for the change/), {
      target: { value: 'Reported as a scam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend membership Gold night' }));
    const list = await screen.findByRole('list', { name: 'Suspended memberships' });
    expect(within(list).getByText('“Reported as a scam”')).toBeTruthy();
    expect(sent.find((request) => request.call === 'PUT /operator/suspensions/memberships/7')?.body).toEqual({
      suspended: true,
      reason: 'Reported as a scam',
    });
    expect(within(list).getByRole('button', { name: 'Restore Gold night' })).toBeTruthy();
  });

  it('suspends the business of a membership found, by the business’s id', async () => {
    const sent = mockApi(({ route }) => {
      if (route === 'GET /operator/suspensions')
        return { body: { data: { memberships: [], businesses: [] } } };
      if (route.startsWith('PUT')) return { body: { data: { success: true } } };
      return { body: { data: [found], meta: { page: 1, limit: 6, total: 1 } } };
    });
    renderSuspensions();
    fireEvent.change(screen.getByLabelText(/Reason for the change/), { target: { value: 'Fraud' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend business Harbor Club' }));
    await waitFor(() =>
      expect(sent.map((request) => request.call)).toContain('PUT /operator/suspensions/businesses/3'),
    );
  });

  it('shows a failed read with Retry, never an empty list', async () => {
    mockApi(({ route }) =>
      route === 'GET /operator/suspensions'
        ? { status: 500, body: { message: 'down' } }
        : { body: { data: [], meta: { page: 1, limit: 6, total: 0 } } },
    );
    renderSuspensions();
    expect(await screen.findByText('The suspensions could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
    expect(screen.queryByText('No suspended memberships')).toBeNull();
  });
});
