import { configureApiClient } from '@keyclub/api-client';
import { renderRoutes } from '@keyclub/app-shell/testing';
import { MESSAGES } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumerCustomerRoutes, consumerMembershipRoutes } from '../consumer.ts';
import { withEthPrice } from '../testing/market-cache.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET /tokens/7 answers `status` until `answer.status` is changed. */
function stubDetailAnswer(answer: { status: number }) {
  const token = tokenFixture({ id: 7 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      answer.status === 200
        ? json(200, { data: token, meta: { owned_token_id: null } })
        : json(answer.status, { message: 'Nope' }),
    ),
  );
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => null });
}

describe('a membership detail whose read failed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it could not be loaded, with Retry that shows the membership once the API answers', async () => {
    const answer = { status: 503 };
    stubDetailAnswer(answer);
    renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/public/token/7',
      cache: withEthPrice(),
      onError: vi.fn(),
    });

    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('This membership could not be loaded.');
    expect(screen.queryByText('No Membership found')).toBeNull();
    answer.status = 200;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Velvet Night Pass' })).toBeTruthy();
  });

  it('says No Membership found only when the API answered 404', async () => {
    stubDetailAnswer({ status: 404 });
    renderRoutes({
      routes: consumerMembershipRoutes,
      path: '/public/token/7',
      cache: withEthPrice(),
      onError: vi.fn(),
    });

    expect(await screen.findByText('No Membership found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('My Memberships whose read failed says so with Retry, never "You do not have any Memberships"', async () => {
    const answer = { status: 503 };
    const copy = tokenFixture({ id: 70, parent_id: 7, profile: { title: 'Harbor Brunch' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer.status === 200
          ? json(200, { data: [copy], meta: { page: 1, limit: 12, total: 1 } })
          : json(answer.status, { message: 'Nope' }),
      ),
    );
    configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'session' });
    renderRoutes({
      routes: consumerCustomerRoutes,
      path: '/tokens',
      cache: withEthPrice(),
      onError: vi.fn(),
    });

    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Memberships could not be loaded.');
    expect(screen.queryByText(MESSAGES.empty.ownedMemberships)).toBeNull();
    answer.status = 200;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Harbor Brunch')).toBeTruthy();
  });
});
