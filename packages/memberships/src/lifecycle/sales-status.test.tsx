import { bodiesOf, mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import { LIFECYCLE_MESSAGES, type Token } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SalesStatusBadge, SalesStatusControl } from './sales-status.tsx';

/** The control for a membership of `status`; the API answers PUT /tokens/{id}/status with `answer`. */
function renderControl(status: Token['profile']['status'], answer: { status: number; body: unknown }) {
  const token = tokenFixture({ profile: { status, title: 'Velvet Night Pass' } });
  const sent = mockApi({ [`PUT /tokens/${token.id}/status`]: answer });
  const { onError } = renderRoutes({
    routes: [
      {
        path: '*',
        element: (
          <>
            <SalesStatusBadge status={status} />
            <SalesStatusControl token={token} />
          </>
        ),
      },
    ],
    path: '/',
    onError: vi.fn(),
  });
  return { sent, onError, token };
}

describe('the sales status of a business’s membership', () => {
  afterEach(cleanup);

  it('pauses a membership on sale only after the business confirms, and says so', async () => {
    const paused = tokenFixture({ profile: { status: 'ARCHIVED', title: 'Velvet Night Pass' } });
    const { sent, token } = renderControl('ACTIVE', { status: 200, body: { data: paused } });
    expect(screen.getByText(LIFECYCLE_MESSAGES.statusOnSale)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pause sales of Velvet Night Pass' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause sales of Velvet Night Pass?' });
    expect(within(dialog).getByText(LIFECYCLE_MESSAGES.pauseExplained)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: LIFECYCLE_MESSAGES.pauseSales }));

    expect(await screen.findByText(LIFECYCLE_MESSAGES.salesPausedToast)).toBeTruthy();
    expect(bodiesOf(sent)).toEqual([
      { method: 'PUT', path: `/tokens/${token.id}/status`, body: { status: 'ARCHIVED' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('reports a refused change as a failed request and does not claim success', async () => {
    const refusal = { message: LIFECYCLE_MESSAGES.notResumable, errors: [] };
    const { onError } = renderControl('ARCHIVED', { status: 409, body: refusal });
    fireEvent.click(screen.getByRole('button', { name: 'Resume sales of Velvet Night Pass' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(screen.queryByText(LIFECYCLE_MESSAGES.salesResumedToast)).toBeNull();
  });

  it('resumes a paused membership at once', async () => {
    const active = tokenFixture({ profile: { status: 'ACTIVE' } });
    const { sent } = renderControl('ARCHIVED', { status: 200, body: { data: active } });
    expect(screen.getByText(LIFECYCLE_MESSAGES.statusPaused)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume sales of Velvet Night Pass' }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.salesResumedToast)).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([{ status: 'ACTIVE' }]);
  });

  it('puts a coming-soon membership on sale now after the business confirms; no pause is offered', async () => {
    const active = tokenFixture({ profile: { status: 'ACTIVE' } });
    const { sent } = renderControl('PENDING', { status: 200, body: { data: active } });
    expect(screen.getByText(LIFECYCLE_MESSAGES.statusComingSoon)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pause sales/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Put on sale now: Velvet Night Pass' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Put on sale now: Velvet Night Pass?' });
    expect(within(dialog).getByText(LIFECYCLE_MESSAGES.launchExplained)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: LIFECYCLE_MESSAGES.putOnSaleNow }));

    expect(await screen.findByText(LIFECYCLE_MESSAGES.launchedToast)).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([{ status: 'ACTIVE' }]);
  });
});
