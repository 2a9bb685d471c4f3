/**
 * Issue 37 part 4, the dashboard's charts, on a 390×844 phone: two customers buy a new business's
 * membership by card and one renews it, it sends an announcement that one of them opens, and the dashboard's Insight
 * (loaded when scrolled to) shows those sales, that renewal and that reach, as charts and as tables. A failed read
 * shows Retry first.
 */
import type { Locator } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { MIN_LASTING_DAYS } from '../../support/chain-clock.ts';
import { createMembership } from '../../support/memberships.ts';
import { expectNoSeriousViolations, expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

/** The table behind a chart's "Show … as a table", opened. */
async function openTable(section: Locator, name: string) {
  await section.getByText(`Show ${name.toLowerCase()} as a table`).click();
  const table = section.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table;
}

test('the dashboard charts the business’s sales and an announcement’s reach', async ({
  api,
  page,
  request,
  signIn,
}) => {
  test.slow(); // a lock and two keys on chain
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await api.categories();
  const stamp = Date.now().toString(36);
  const membershipId = await createMembership(request, business.accessToken, {
    title: `Insight pass ${stamp}`,
    categoryId: categories[0]?.id ?? 1,
    price: '10.00',
    renewalPrice: '8.00',
    expiration: { duration: MIN_LASTING_DAYS, unit: 'DAYS' },
  });
  const customers = [
    await createVerifiedUser(request, 'CONSUMER'),
    await createVerifiedUser(request, 'CONSUMER'),
  ];
  const copies: number[] = [];
  for (const customer of customers) copies.push(await buyByCard(request, customer.accessToken, membershipId));
  // The first renews early (a renewal is open before the key expires).
  await buyByCard(request, customers[0]?.accessToken ?? '', copies[0] ?? 0);

  const profileId = (await api.token(membershipId)).profile.id;
  const subject = `Open house ${stamp}`;
  const announcement = await api
    .as(business.accessToken)
    .announce({ token_profile_id: profileId, subject, message: 'Come by on Friday.', status: 'ACTIVE' });
  // One holder opens it, twice: viewed once.
  for (let time = 0; time < 2; time++) {
    const read = await request.put(`${apiUrl}/announcement/read/${announcement.id}`, {
      headers: { 'x-access-token': customers[0]?.accessToken ?? '' },
    });
    expect(read.status()).toBe(200);
  }

  await page.setViewportSize(PHONE);
  await signIn(business.credentials);
  // The first read fails: the section says so, with Retry.
  // The reads fail (the app's one retry included) until the API is "back".
  let down = true;
  await page.route(
    (url) => url.href.startsWith(`${apiUrl}/insight?`),
    (route) =>
      down ? route.fulfill({ status: 500, json: { message: 'Down for a test' } }) : route.fallback(),
  );
  await page.goto('/tokens');
  const insight = page.getByRole('region', { name: 'Insight', exact: true });
  await insight.scrollIntoViewIfNeeded();
  await expect(insight.getByText('Your insight could not be loaded.')).toBeVisible();
  down = false;
  await insight.getByRole('button', { name: 'Retry' }).click();

  const sales = insight.getByRole('region', { name: 'Sales and renewals per day' });
  await expect(sales.getByText('2 sales and 1 renewal in the last 30 days')).toBeVisible();
  const perDay = await openTable(sales, 'Sales and renewals per day');
  // Oldest first: the last row is today, with both sales and the renewal.
  await expect(perDay.getByRole('row')).toHaveCount(31);
  await expect(perDay.getByRole('row').last().getByRole('cell')).toHaveText([
    /^\d{4}-\d{2}-\d{2}$/,
    '2',
    '1',
  ]);

  const when = insight.getByRole('region', { name: 'When members come' });
  await expect(when.getByText(/^0 activations in the last 30 days/)).toBeVisible();

  const reach = insight.getByRole('region', { name: 'Announcement reach' });
  const reachTable = await openTable(reach, 'Announcement reach');
  await expect(reachTable.getByRole('row').nth(1).getByRole('cell')).toHaveText([subject, '2', '1']);

  await expectNoWiderThanScreen(page);
  await expectNoSeriousViolations(page);
});
