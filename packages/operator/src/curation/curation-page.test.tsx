import { mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { CuratedMembership, Curation, Token } from '@keyclub/domain';
import { TEST_WAIT } from '@keyclub/vitest-config/wait';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurationPage } from './curation-page.tsx';

const row = (id: number, title: string, position: number): CuratedMembership => ({
  id,
  title,
  business_name: 'Harbor Club',
  status: 'ACTIVE',
  position,
});
const lists = (featured: CuratedMembership[]): Curation => ({ featured, recommended: [], hot: [] });
const found = (id: number, title: string) =>
  ({ id, profile: { title }, business: { name: 'Harbor Club' } }) as unknown as Token;

const renderCuration = () =>
  renderRoutes({
    routes: [{ path: '/operator', element: <CurationPage preview={<p>the consumer’s carousel</p>} /> }],
    path: '/operator',
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/operator/curation', () => {
  it('moves a membership up its list with the reason typed, and shows the new order', async () => {
    let featured = [row(1, 'Gold night', 1), row(2, 'Silver brunch', 2)];
    const sent = mockApi(({ route, body }) => {
      if (route === 'GET /operator/curation') return { body: { data: lists(featured) } };
      if (route === 'PUT /operator/curation/order') {
        const ids = (body as { token_ids: number[] }).token_ids;
        featured = ids.map((id, index) => ({
          ...(featured.find((r) => r.id === id) as CuratedMembership),
          position: index + 1,
        }));
        return { body: { data: { success: true } } };
      }
      return { body: { data: [], meta: { page: 1, limit: 6, total: 0 } } };
    });
    renderCuration();
    const list = await screen.findByRole('list', { name: 'Featured in order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('1. Gold night'), expect.stringContaining('2. Silver brunch')]);
    expect(screen.getByText('the consumer’s carousel')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Reason for the change/), { target: { value: 'Brunch launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Silver brunch up' }));
    expect(await within(list).findByText('1. Silver brunch')).toBeTruthy();
    expect(sent.find((request) => request.call === 'PUT /operator/curation/order')?.body).toEqual({
      flag: 'featured',
      token_ids: [2, 1],
      reason: 'Brunch launch',
    });
  });

  it('asks for a reason before any change and sends nothing without one', async () => {
    const sent = mockApi(({ route }) =>
      route === 'GET /operator/curation'
        ? { body: { data: lists([row(1, 'Gold night', 1)]) } }
        : {
            body: {
              data: [found(7, 'Ruby lounge'), found(1, 'Gold night')],
              meta: { page: 1, limit: 6, total: 2 },
            },
          },
    );
    renderCuration();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Gold night from Featured' }));
    expect(await screen.findByText('Say why (at least 3 characters)')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark hot Ruby lounge' }));
    expect(sent.some((request) => request.call.startsWith('PUT'))).toBe(false);

    fireEvent.change(screen.getByLabelText(/Reason for the change/), { target: { value: 'Trending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark hot Ruby lounge' }));
    await vi.waitFor(
      () =>
        expect(sent.find((request) => request.call === 'PUT /operator/curation/tokens/7')?.body).toEqual({
          flag: 'hot',
          on: true,
          reason: 'Trending',
        }),
      TEST_WAIT,
    );
    // Gold night is featured already: it cannot be featured twice; Ruby lounge can.
    const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(disabled('Feature Gold night')).toBe(true);
    expect(disabled('Feature Ruby lounge')).toBe(false);
  });

  it('says the lists could not be loaded, with Retry, never that they are empty', async () => {
    let failing = true;
    mockApi(({ route }) => {
      if (route === 'GET /operator/curation')
        return failing ? { status: 503 } : { body: { data: lists([row(1, 'Gold night', 1)]) } };
      return { body: { data: [], meta: { page: 1, limit: 6, total: 0 } } };
    });
    renderCuration();
    expect((await screen.findByRole('alert')).textContent).toContain('The lists could not be loaded.');
    expect(screen.queryByText('Nothing is featured yet')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1. Gold night')).toBeTruthy();
  });
});
