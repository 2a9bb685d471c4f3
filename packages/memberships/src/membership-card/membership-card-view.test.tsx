import { renderRoutes } from '@keyclub/app-shell/testing';
import { formatDateTime } from '@keyclub/domain';
import { activationCardFixture } from '@keyclub/domain/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAwaitingScan, MembershipCardView } from './membership-card-view.tsx';

const pending = activationCardFixture({ title: 'Rooftop Cinema' });
const activated = activationCardFixture({
  title: 'Rooftop Cinema',
  status: 'ACTIVE',
  qr_url: null,
  activated_at: '2026-03-05T14:08:10.000Z',
  activation_end_at: '2026-03-06T14:08:10.000Z',
});

const renderCard = (card = pending, onNewCode = vi.fn(), remainingMs: number | null = 272_000) => {
  renderRoutes({
    routes: [
      {
        path: '*',
        element: (
          <MembershipCardView
            card={card}
            onNewCode={onNewCode}
            creatingNewCode={false}
            remainingMs={remainingMs}
          />
        ),
      },
    ],
    path: '/',
  });
  return onNewCode;
};

describe('MembershipCardView', () => {
  afterEach(cleanup);

  it('shows the QR code of a card waiting to be scanned, with when it was generated', async () => {
    renderCard();
    const code = await screen.findByRole('img', { name: 'Membership card code for Rooftop Cinema' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByRole('heading', { level: 2, name: 'Rooftop Cinema' })).toBeTruthy();
    expect(screen.getByText(`Generated at ${formatDateTime(pending.generated_at)}`)).toBeTruthy();
    expect(screen.queryByText('Membership activated')).toBeNull();
  });

  it('names its holder and the membership’s expiry, and counts down its code', () => {
    renderCard(pending, vi.fn(), 272_000);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText(formatDateTime('2026-06-05T14:07:09.000Z'))).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Code valid for 4:32');
  });

  it('gives staff the membership ID and the door code, in two halves, for a screen that cannot be scanned', () => {
    renderCard(activationCardFixture({ token_id: 33, door_code: '482913' }));
    expect(screen.getByTestId('membership-id').textContent).toBe('33');
    expect(screen.getByTestId('door-code').textContent).toBe('482 913');
  });

  it('shows no door code once the card is activated', () => {
    renderCard(activated);
    expect(screen.queryByTestId('door-code')).toBeNull();
  });

  it('stops showing a code this device counted out, even before the API says so', () => {
    const onNewCode = renderCard(pending, vi.fn(), 0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('This code has expired.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show a new code' }));
    expect(onNewCode).toHaveBeenCalledOnce();
  });

  it('shows the activated confirmation with its times once activated, and no code', () => {
    renderCard(activated);
    expect(screen.getByText('Membership activated')).toBeTruthy();
    expect(screen.getByText(formatDateTime('2026-03-05T14:08:10.000Z'))).toBeTruthy();
    expect(screen.getByText(formatDateTime('2026-03-06T14:08:10.000Z'))).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers a new code when this one expired or was replaced', () => {
    for (const card of [
      activationCardFixture({ is_expired: true, qr_url: null }),
      activationCardFixture({ status: 'ARCHIVED', is_expired: true, qr_url: null }),
    ]) {
      const onNewCode = renderCard(card);
      expect(screen.getByText('This code has expired.')).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Show a new code' }));
      expect(onNewCode).toHaveBeenCalledOnce();
      cleanup();
    }
  });

  it('keeps asking only while the card waits to be scanned', () => {
    expect(isAwaitingScan(pending)).toBe(true);
    expect(isAwaitingScan(activated)).toBe(false);
    expect(isAwaitingScan(activationCardFixture({ is_expired: true }))).toBe(false);
    expect(isAwaitingScan(undefined)).toBe(false);
  });
});
