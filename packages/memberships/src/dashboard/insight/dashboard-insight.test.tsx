import { mockApi, type Reply } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { BusinessInsight } from '@keyclub/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardInsight from './dashboard-insight.tsx';

const insight: BusinessInsight = {
  days: 30,
  time_zone: 'America/Chicago',
  per_day: [
    { day: '2026-11-28', sales: 1, renewals: 0 },
    { day: '2026-11-29', sales: 2, renewals: 1 },
  ],
  by_hour: [
    { weekday: 4, hour: 20, activations: 3 },
    { weekday: 5, hour: 21, activations: 1 },
  ],
  announcements: [{ id: 7, title: 'Friday tasting', sent: 12, viewed: 5 }],
};

/** The section with the API down until `up()`; answers the requests sent. */
function renderInsight() {
  let answer: Reply = { status: 500, body: { message: 'down' } };
  const sent = mockApi(() => answer);
  renderRoutes({ routes: [{ path: '*', element: <DashboardInsight /> }], path: '/', onError: vi.fn() });
  return { sent, up: () => (answer = { status: 200, body: { data: insight } }) };
}

const rowsOf = (region: string, table = region) =>
  within(within(screen.getByRole('region', { name: region })).getByRole('table', { name: table }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the dashboard’s Insight', () => {
  it('says a failed read, and on Retry charts the sales, the hours members come and the reach', async () => {
    const { sent, up } = renderInsight();
    await screen.findByText('Your insight could not be loaded.');
    up();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('3 sales and 1 renewal in the last 30 days')).toBeTruthy();
    expect(rowsOf('Sales and renewals per day')).toEqual([
      'DaySalesRenewals',
      '2026-11-2810',
      '2026-11-2921',
    ]);
    expect(
      screen.getByText('4 activations in the last 30 days, by hour of the week (America/Chicago)'),
    ).toBeTruthy();
    expect(rowsOf('When members come', 'Activations by hour')).toEqual([
      'DayHourActivations',
      'Fri20:003',
      'Sat21:001',
    ]);
    expect(rowsOf('Announcement reach')).toEqual(['AnnouncementSentViewed', 'Friday tasting125']);
    expect(sent.at(-1)?.call).toMatch(/^GET \/insight\?tz=/);
  });
});
