/**
 * Issue 35, the operator console's curation, on a 390×844 phone: the operator (made by the operator
 * command, support/operator.ts) signs in to the business build, features a new membership, moves it
 * to the head of the featured list with a reason, and it leads the consumer's carousel; the audit
 * log says who did it and why.
 */
import { businessMembership } from '../../support/memberships.ts';
import { E2E_OPERATOR } from '../../support/operator.ts';
import { expectAccessiblePage, expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { consumerUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

test('the operator features a membership, orders it first, and it leads the consumer’s carousel', async ({
  page,
  request,
  signIn,
}) => {
  const { title } = await businessMembership(request, 'Curated pass');

  await page.setViewportSize(PHONE);
  await signIn(E2E_OPERATOR);
  await page.goto('/tokens');
  // An operator on a business screen is taken to the console.
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { name: 'Curation', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured in order' })).toBeVisible();
  await expectAccessiblePage(page, 'Curation | Keyclub Business');
  await expectNoWiderThanScreen(page);

  const reason = 'Opening week, on the home carousel';
  await page.getByLabel('Reason for the change').fill(reason);
  await page.getByLabel('Find a membership by title').fill(title);
  await page.getByRole('button', { name: `Feature ${title}` }).click();

  // Added at the end of the list (the demo data features others): moved up until it leads.
  const featured = page.getByRole('list', { name: 'Featured in order' });
  const ours = featured.getByRole('listitem').filter({ hasText: title });
  await expect(ours).toBeVisible();
  while (!(await featured.getByRole('listitem').first().textContent())?.includes(title)) {
    const before = await ours.textContent();
    await page.getByRole('button', { name: `Move ${title} up` }).click();
    await expect(ours).not.toHaveText(before ?? '');
  }
  await expect(featured.getByRole('listitem').first()).toContainText(`1. ${title}`);
  await expectNoWiderThanScreen(page);

  // The preview and the consumer's marketplace both lead with it.
  const firstSlide = (on: typeof page) => on.locator('[aria-roledescription="slide"][aria-label^="1 of "]');
  await expect(firstSlide(page)).toContainText(title);
  await page.goto(`${consumerUrl}/marketplace`);
  await expect(firstSlide(page)).toContainText(title);

  await page.goto('/operator/audit');
  const latest = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem').first();
  await expect(latest).toContainText(`“${reason}”`);
  await expect(latest).toContainText(`by ${E2E_OPERATOR.email}`);
  await expectAccessiblePage(page, 'Audit log | Keyclub Business');
  await expectNoWiderThanScreen(page);
});
