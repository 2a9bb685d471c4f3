/**
 * Issue 35, the operator's platform figures, on a 390×844 phone: a customer buys a new membership by
 * card, and /operator/figures shows today's sales, amount and fee as the API counts them, with that
 * sale in them. A failed read shows Retry first.
 */
import { dataEnvelope, formatMoney, platformFiguresSchema } from '@keyclub/domain';
import { createVerifiedUser } from '../../support/accounts.ts';
import { buyByCard } from '../../support/card-purchase.ts';
import { createMembership } from '../../support/memberships.ts';
import { E2E_OPERATOR } from '../../support/operator.ts';
import {
  expectAccessiblePage,
  expectNoSeriousViolations,
  expectNoWiderThanScreen,
  PHONE,
} from '../../support/page-checks.ts';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

// The figures' days are the browser's: the same zone as the API read before the sale.
test.use({ timezoneId: 'UTC' });

test('the operator’s figures count a card sale made now', async ({ api, page, request, signIn }) => {
  await page.setViewportSize(PHONE);
  const operator = await signIn(E2E_OPERATOR);
  const today = async () => {
    const figures = await api
      .as(operator.accessToken)
      .read('/operator/figures?tz=UTC', platformFiguresSchema);
    return figures.per_day.at(-1);
  };
  const before = await today();

  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await api.categories();
  const membershipId = await createMembership(request, business.accessToken, {
    title: `Figures pass ${Date.now().toString(36)}`,
    categoryId: categories[0]?.id ?? 1,
    price: '20.00',
  });
  await buyByCard(request, (await createVerifiedUser(request, 'CONSUMER')).accessToken, membershipId);

  // The reads fail (the app's one retry included) until the API is "back".
  let down = true;
  await page.route(
    (url) => url.href.startsWith(`${apiUrl}/operator/figures?`),
    (route) =>
      down ? route.fulfill({ status: 500, json: { message: 'Down for a test' } }) : route.fallback(),
  );
  await page.goto('/operator/figures');
  await expect(page.getByText('The figures could not be loaded.')).toBeVisible();
  down = false;
  // What the page shows is the read it makes on Retry; other tests may sell meanwhile, so that read
  // holds at least our sale on top of the figures before it.
  const shown = page.waitForResponse((response) => response.url().startsWith(`${apiUrl}/operator/figures`));
  await page.getByRole('button', { name: 'Retry' }).click();
  const day = dataEnvelope(platformFiguresSchema)
    .parse(await (await shown).json())
    .data.per_day.at(-1);
  if (!before || !day) throw new Error('the figures hold no today');
  expect(day.sales).toBeGreaterThanOrEqual(before.sales + 1);
  expect(day.sales_amount).toBeGreaterThanOrEqual(before.sales_amount + 20);
  // PLATFORM_FEE_PERCENTAGE=10 in the e2e API (support/global-setup.ts): $2.00 of our $20.00.
  expect(day.fees).toBeGreaterThanOrEqual(before.fees + 2);
  expect(day.active_memberships).toBeGreaterThanOrEqual(before.active_memberships + 1);

  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible();
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  const lastRow = async (name: string) => {
    await section(name).getByText(`Show ${name.toLowerCase()} as a table`).click();
    return section(name).getByRole('table', { name }).getByRole('row').last().getByRole('cell');
  };
  await expect(await lastRow('Sales')).toHaveText([day.day, String(day.sales)]);
  await expect(await lastRow('Sales amount')).toHaveText([day.day, formatMoney(day.sales_amount)]);
  await expect(await lastRow('Fees')).toHaveText([day.day, formatMoney(day.fees)]);
  await expect(await lastRow('Active memberships')).toHaveText([day.day, String(day.active_memberships)]);
  await expect(section('Active memberships').getByText(`${day.active_memberships} now`)).toBeVisible();

  await expectAccessiblePage(page, 'Figures | Keyclub Business');
  await expectNoWiderThanScreen(page);
  await expectNoSeriousViolations(page);
});
