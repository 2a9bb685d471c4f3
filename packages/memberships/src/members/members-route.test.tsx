import { configureApiClient } from '@keyclub/api-client';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { Member } from '@keyclub/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessMembershipRoutes } from '../business.ts';
import { withEthPrice } from '../testing/market-cache.ts';
import { MEMBERS_TEXTS } from './members-route.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const member = (overrides: Partial<Member>): Member => ({
  token_id: 70,
  serial: 1,
  title: 'Gold Supper',
  name: 'Sharon Holder',
  email: null,
  joined_at: '2026-05-01T10:00:00.000Z',
  expires_at: null,
  state: 'ACTIVE',
  last_activated_at: null,
  ...overrides,
});

/** GET /members answers `answer.status` (200: the two members), recording each URL asked. */
function stubMembers(answer: { status: number }) {
  const urls: string[] = [];
  const members = [
    member({ token_id: 71, serial: 2, name: 'Sharon Holder', email: 'sharon@keyclub.test' }),
    member({ token_id: 70, serial: 1, name: 'Priya Holder', state: 'EXPIRED' }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      urls.push(request.url);
      return answer.status === 200
        ? json(200, { data: members, meta: { page: 1, limit: 12, total: 2 } })
        : json(answer.status, { message: 'Nope' });
    }),
  );
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'session' });
  return urls;
}

describe('business /members', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each holder with what they share: the email only when given', async () => {
    stubMembers({ status: 200 });
    renderRoutes({
      routes: businessMembershipRoutes,
      path: '/members',
      cache: withEthPrice(),
      onError: vi.fn(),
    });
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sharon Holdersharon@keyclub.testGold Supper #2Active'),
      expect.stringContaining('Priya HolderGold Supper #1Expired'),
    ]);
  });

  it('a failed read says so with Retry, never "No one holds your memberships yet"', async () => {
    const answer = { status: 503 };
    stubMembers(answer);
    renderRoutes({
      routes: businessMembershipRoutes,
      path: '/members',
      cache: withEthPrice(),
      onError: vi.fn(),
    });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain(MEMBERS_TEXTS.loadError);
    expect(screen.queryByText(MEMBERS_TEXTS.none)).toBeNull();
    answer.status = 200;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeTruthy();
  });

  it('asks the API for the search in the URL', async () => {
    const urls = stubMembers({ status: 200 });
    renderRoutes({
      routes: businessMembershipRoutes,
      path: '/members?search=sharon',
      cache: withEthPrice(),
      onError: vi.fn(),
    });
    await screen.findByRole('table', { name: 'Members' });
    expect(urls.some((url) => new URL(url).searchParams.get('search') === 'sharon')).toBe(true);
    expect((screen.getByRole('searchbox', { name: MEMBERS_TEXTS.search }) as HTMLInputElement).value).toBe(
      'sharon',
    );
  });
});
