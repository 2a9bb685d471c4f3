import { mockApi } from '@keyclub/api-client/testing';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { PlatformFigures } from '@keyclub/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as FiguresPage } from './figures-page.tsx';

const day = (date: string, sales: number) => ({
  day: date,
  sales,
  sales_amount: sales * 20,
  fees: sales * 2,
  active_memberships: 40 + sales,
  activations: sales * 3,
});
const figures: PlatformFigures = {
  days: 30,
  time_zone: 'UTC',
  per_day: [day('2026-11-28', 1), day('2026-11-29', 4)],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/operator/figures', () => {
  it('says a failed read, and on Retry shows each figure’s total and its days as a table', async () => {
    let up = false;
    const sent = mockApi(() =>
      up ? { body: { data: figures } } : { status: 500, body: { message: 'down' } },
    );
    renderRoutes({
      routes: [{ path: '/operator/figures', element: <FiguresPage /> }],
      path: '/operator/figures',
    });
    await screen.findByText('The figures could not be loaded.');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    const fees = await screen.findByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('$10.00 in the last 30 days')).toBeTruthy();
    const table = within(fees).getByRole('table', { name: 'Fees' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DayFees', '2026-11-28$2.00', '2026-11-29$8.00']);
    const active = screen.getByRole('region', { name: 'Active memberships' });
    expect(within(active).getByText('44 now')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Sales' })).getByText('5 in the last 30 days'),
    ).toBeTruthy();
    expect(sent.at(-1)?.call).toMatch(/^GET \/operator\/figures\?tz=/);
  });
});
