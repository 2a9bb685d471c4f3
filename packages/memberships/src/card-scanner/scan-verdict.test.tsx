import { renderRoutes } from '@keyclub/app-shell/testing';
import { activationCardFixture } from '@keyclub/domain/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanVerdict } from './scan-verdict.tsx';

const card = activationCardFixture({
  title: 'Gold Club',
  status: 'ACTIVE',
  activated_at: '2026-03-05T14:08:10.000Z',
  holder_name: 'Nora Quinn',
  perks: ['Free welcome drink', 'Skip the line'],
});

describe('ScanVerdict', () => {
  afterEach(cleanup);

  it('says Valid over the whole screen with the holder and the perks to honour, Scan next focused', () => {
    const onNext = vi.fn();
    renderRoutes({
      routes: [
        {
          path: '*',
          element: (
            <ScanVerdict
              outcome={{ kind: 'activated', card, message: 'Gold Club activated successfully.' }}
              onNext={onNext}
            />
          ),
        },
      ],
      path: '/',
    });
    const verdict = screen.getByRole('dialog', { name: 'Valid' });
    expect(within(verdict).getByRole('alert').textContent).toBe('Gold Club activated successfully.');
    expect(verdict.textContent).toContain('Nora Quinn');
    expect(
      within(verdict)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free welcome drink', 'Skip the line']);
    const next = within(verdict).getByRole('button', { name: 'Scan next' });
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('says Invalid for a door code the API refused, with its words and no card', () => {
    const message = 'Wrong door code. That card is void now: ask the member to show a new code.';
    renderRoutes({
      routes: [
        {
          path: '*',
          element: <ScanVerdict outcome={{ kind: 'invalid', card: null, message }} onNext={vi.fn()} />,
        },
      ],
      path: '/',
    });
    const verdict = screen.getByRole('dialog', { name: 'Invalid' });
    expect(within(verdict).getByRole('alert').textContent).toBe(message);
    expect(within(verdict).queryByText('Member')).toBeNull();
  });

  it('says Invalid for a card shown twice, naming the holder but no perks', () => {
    renderRoutes({
      routes: [
        {
          path: '*',
          element: (
            <ScanVerdict
              outcome={{ kind: 'alreadyActivated', card, message: 'Gold Club already activated' }}
              onNext={() => {}}
            />
          ),
        },
      ],
      path: '/',
    });
    const verdict = screen.getByRole('dialog', { name: 'Invalid' });
    expect(verdict.textContent).toContain('Nora Quinn');
    expect(within(verdict).queryByText('Perks to honour')).toBeNull();
  });

  it('says Not checked when the API gave no answer', () => {
    renderRoutes({
      routes: [
        {
          path: '*',
          element: (
            <ScanVerdict
              outcome={{
                kind: 'failed',
                card: null,
                message: 'Something went wrong while activating Membership.',
              }}
              onNext={() => {}}
            />
          ),
        },
      ],
      path: '/',
    });
    expect(screen.getByRole('dialog', { name: 'Not checked' })).toBeTruthy();
  });
});
