import { renderRoutes } from '@keyclub/app-shell/testing';
import { formatDateTime } from '@keyclub/domain';
import { activationCardFixture } from '@keyclub/domain/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivationStatusCard } from './activation-status-card.tsx';

const active = activationCardFixture({
  title: 'Gold Club',
  status: 'ACTIVE',
  activated_at: '2026-03-05T14:08:10.000Z',
  activation_end_at: '2026-03-06T14:08:10.000Z',
});

describe('ActivationStatusCard', () => {
  afterEach(cleanup);

  it('shows the title, the status, the message and the activation times', () => {
    renderRoutes({
      routes: [
        {
          path: '*',
          element: (
            <ActivationStatusCard
              outcome={{ kind: 'activated', card: active, message: 'Gold Club activated successfully.' }}
            />
          ),
        },
      ],
      path: '/',
    });
    const card = screen.getByRole('region', { name: 'Membership card status' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Gold Club' })).toBeTruthy();
    expect(within(card).getByText('ACTIVE')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toContain('Gold Club activated successfully.');
    expect(card.textContent).toContain(`Activated at${formatDateTime('2026-03-05T14:08:10.000Z')}`);
    expect(card.textContent).toContain(`Activation End${formatDateTime('2026-03-06T14:08:10.000Z')}`);
  });

  it('shows no times for a card never activated, and a refusal without a card', () => {
    const invalid = activationCardFixture({ title: 'Gold Club', status: 'ARCHIVED', is_expired: true });
    renderRoutes({
      routes: [
        {
          path: '*',
          element: (
            <ActivationStatusCard
              outcome={{ kind: 'invalid', card: invalid, message: 'Gold Club is invalid.' }}
            />
          ),
        },
      ],
      path: '/',
    });
    expect(screen.getByRole('alert').textContent).toContain('Gold Club is invalid.');
    expect(screen.queryByText('Activated at')).toBeNull();
    cleanup();

    renderRoutes({
      routes: [
        {
          path: '*',
          element: (
            <ActivationStatusCard
              outcome={{
                kind: 'failed',
                card: null,
                message: 'This Membership card is for another business.',
              }}
            />
          ),
        },
      ],
      path: '/',
    });
    expect(screen.getByRole('alert').textContent).toContain('This Membership card is for another business.');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says it is activating while the call runs', () => {
    renderRoutes({
      routes: [
        {
          path: '*',
          element: <ActivationStatusCard outcome={{ kind: 'activating', card: activationCardFixture() }} />,
        },
      ],
      path: '/',
    });
    expect(screen.getByText('Activating…')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
