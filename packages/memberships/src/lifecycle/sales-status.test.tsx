import { configureApiClient, createQueryClient } from '@keyclub/api-client';
import { LIFECYCLE_MESSAGES, type Token } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesStatusBadge, SalesStatusControl } from './sales-status.tsx';

/** The control for a membership of `status`; the API answers PUT /tokens/{id}/status with `answer`. */
function renderControl(status: Token['profile']['status'], answer: { status: number; body: unknown }) {
  const fetchMock = vi.fn(
    async (_request: Request) =>
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'session' });
  const onError = vi.fn();
  const token = tokenFixture({ profile: { status, title: 'Velvet Night Pass' } });
  render(
    <UiProvider>
      <QueryClientProvider client={createQueryClient({ onError })}>
        <SalesStatusBadge status={status} />
        <SalesStatusControl token={token} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { fetchMock, onError, token };
}

const sentBodies = async (fetchMock: ReturnType<typeof vi.fn>) =>
  Promise.all(
    fetchMock.mock.calls.map(async ([request]) => {
      const sent = request as Request;
      return { method: sent.method, url: sent.url, body: await sent.clone().text() };
    }),
  );

describe('the sales status of a business’s membership', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(cleanup);

  it('pauses a membership on sale only after the business confirms, and says so', async () => {
    const paused = tokenFixture({ profile: { status: 'ARCHIVED', title: 'Velvet Night Pass' } });
    const { fetchMock, token } = renderControl('ACTIVE', { status: 200, body: { data: paused } });
    expect(screen.getByText(LIFECYCLE_MESSAGES.statusOnSale)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pause sales of Velvet Night Pass' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause sales of Velvet Night Pass?' });
    expect(within(dialog).getByText(LIFECYCLE_MESSAGES.pauseExplained)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: LIFECYCLE_MESSAGES.pauseSales }));

    expect(await screen.findByText(LIFECYCLE_MESSAGES.salesPausedToast)).toBeTruthy();
    expect(await sentBodies(fetchMock)).toEqual([
      { method: 'PUT', url: `http://api.test/tokens/${token.id}/status`, body: '{"status":"ARCHIVED"}' },
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
    const { fetchMock } = renderControl('ARCHIVED', { status: 200, body: { data: active } });
    expect(screen.getByText(LIFECYCLE_MESSAGES.statusPaused)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume sales of Velvet Night Pass' }));
    expect(await screen.findByText(LIFECYCLE_MESSAGES.salesResumedToast)).toBeTruthy();
    expect((await sentBodies(fetchMock)).map((sent) => sent.body)).toEqual(['{"status":"ACTIVE"}']);
  });

  it('puts a coming-soon membership on sale now after the business confirms; no pause is offered', async () => {
    const active = tokenFixture({ profile: { status: 'ACTIVE' } });
    const { fetchMock } = renderControl('PENDING', { status: 200, body: { data: active } });
    expect(screen.getByText(LIFECYCLE_MESSAGES.statusComingSoon)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pause sales/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Put on sale now: Velvet Night Pass' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Put on sale now: Velvet Night Pass?' });
    expect(within(dialog).getByText(LIFECYCLE_MESSAGES.launchExplained)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: LIFECYCLE_MESSAGES.putOnSaleNow }));

    expect(await screen.findByText(LIFECYCLE_MESSAGES.launchedToast)).toBeTruthy();
    expect((await sentBodies(fetchMock)).map((sent) => sent.body)).toEqual(['{"status":"ACTIVE"}']);
  });
});
