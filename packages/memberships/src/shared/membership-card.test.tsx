import { MESSAGES } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { UiProvider } from '@keyclub/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MembershipCard } from './membership-card.tsx';

const rate = { data: { USD_TO_ETH_VALUE: 2500 }, isPending: false } as const;

function renderCard(status: 'PENDING' | 'ACTIVE') {
  render(
    <UiProvider>
      <MemoryRouter>
        <ul>
          <MembershipCard
            token={tokenFixture({ profile: { status, title: 'Velvet Night Pass' } })}
            rate={rate}
          />
        </ul>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('MembershipCard', () => {
  afterEach(cleanup);

  it('says COMING SOON on a coming-soon membership, still leading to its detail', () => {
    renderCard('PENDING');
    expect(screen.getByText(MESSAGES.membership.comingSoon)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Velvet Night Pass' }).getAttribute('href')).toMatch(
      /^\/public\/token\//,
    );
  });

  it('says nothing of the kind on a membership on sale', () => {
    renderCard('ACTIVE');
    expect(screen.queryByText(MESSAGES.membership.comingSoon)).toBeNull();
  });
});
