import { MESSAGES } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { createMembership, holdFreeMembership } from '../../support/memberships.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { expect, test } from '../../support/test.ts';

test.use({ viewport: PHONE });

const sendDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Send this announcement now?' });

test('the form says whether it saves a draft or sends to how many holders, and a send is confirmed with the API’s current count', async ({
  api,
  page,
  request,
  signIn,
}) => {
  test.slow(); // the membership's lock and three holders' keys are made on chain first
  const stamp = Date.now().toString(36);
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await api.categories();
  const title = `Wine Club ${stamp}`;
  const membershipId = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories[0]?.id ?? 1,
    price: '0',
  });
  for (const _ of [1, 2]) {
    const holder = await createVerifiedUser(request, 'CONSUMER');
    await holdFreeMembership(request, holder.accessToken, membershipId);
  }
  await signIn(business.credentials);

  // Unticked, the form says plainly that it only saves a draft.
  await page.goto('/announcement/create');
  await page.getByLabel('Token Name').selectOption({ label: title });
  await page.getByLabel('Title').fill(`Tasting ${stamp}`);
  await page.getByLabel('Description').fill('Six wines from the Loire.');
  await expect(page.getByText('Saved as a draft: nobody receives it until you send it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as draft' })).toBeVisible();

  // Ticked, it names the holders it goes to, counted by the API.
  await page.getByText('Create and Post').click();
  await expect(page.getByRole('button', { name: 'Send to 2 holders' })).toBeVisible();
  await expect(page.getByText(`Goes to the 2 holders of ${title} as soon as you confirm.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send to 2 holders' }).click();
  await expect(sendDialog(page)).toContainText(`2 holders of ${title} will receive it now.`);
  await expectNoWiderThanScreen(page);
  await sendDialog(page).getByRole('button', { name: 'Keep as draft' }).click();
  await expect(sendDialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/announcement\/create$/);

  // Someone buys meanwhile: the confirmation counts again, and the send reaches that many.
  const latecomer = await createVerifiedUser(request, 'CONSUMER');
  await holdFreeMembership(request, latecomer.accessToken, membershipId);
  await page.getByRole('button', { name: /^Send to/ }).click();
  await expect(sendDialog(page)).toContainText(`3 holders of ${title} will receive it now.`);
  await sendDialog(page).getByRole('button', { name: 'Send to 3 holders' }).click();
  await expect(page.getByText(`${MESSAGES.success.announcementPublished} Sent to 3 holders.`)).toBeVisible();
  const sent = page.getByRole('listitem', { name: `Tasting ${stamp}` });
  await expect(sent.getByText('Active', { exact: true })).toBeVisible();
  await expect(sent.getByLabel('Statistics')).toHaveText(/Sent 3\s*Viewed 0/);

  // A draft's toast says nobody has it yet; Send now asks first, naming the holders.
  await page.goto('/announcement/create');
  await page.getByLabel('Token Name').selectOption({ label: title });
  await page.getByLabel('Title').fill(`Harvest ${stamp}`);
  await page.getByLabel('Description').fill('Pick with us.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(
    page.getByText(`${MESSAGES.success.announcementCreated} Saved as a draft: nobody has received it yet.`),
  ).toBeVisible();
  const draft = page.getByRole('listitem', { name: `Harvest ${stamp}` });
  await expect(draft.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Actions for Harvest ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Send now' }).click();
  await expect(sendDialog(page)).toContainText(`3 holders of ${title} will receive it now.`);
  await sendDialog(page).getByRole('button', { name: 'Keep as draft' }).click();
  await expect(draft.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Actions for Harvest ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Send now' }).click();
  await sendDialog(page).getByRole('button', { name: 'Send to 3 holders' }).click();
  await expect(page.getByText(`${MESSAGES.success.announcementPublished} Sent to 3 holders.`)).toBeVisible();
  await expect(draft.getByText('Active', { exact: true })).toBeVisible();
});
