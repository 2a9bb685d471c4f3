import { formatDateTime } from '@keyclub/domain';
import { activationCardFixture } from '@keyclub/domain/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page.tsx';
import { isAwaitingScan, MembershipCardView } from './membership-card-view.tsx';

const pending = activationCardFixture({ title: 'Rooftop Cinema' });
const activated = activationCardFixture({
  title: 'Rooftop Cinema',
  status: 'ACTIVE',
  qr_url: null,
  activated_at: '2026-03-05T14:08:10.000Z',
  activation_end_at: '2026-03-06T14:08:10.000Z',
});

const renderCard = (card = pending, onNewCode = vi.fn()) => {
  renderPage(<MembershipCardView card={card} onNewCode={onNewCode} creatingNewCode={false} />);
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
