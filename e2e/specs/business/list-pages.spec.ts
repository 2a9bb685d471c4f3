/**
 * Issue 33 item 4, one paged-list hook: every list keeps its page in the URL, so on a 390×844 phone a
 * reload shows the same page and Back returns to the page before. The announcements list (whose
 * page was lost on reload before) and the operator's audit log.
 */
import type { Page } from '@playwright/test';
import { asNewClient } from '../../support/client-address.ts';
import { businessMembership } from '../../support/memberships.ts';
import { E2E_OPERATOR } from '../../support/operator.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { apiUrl } from '../../support/ports.ts';
import { signIn as signInThrough } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

const currentPage = (page: Page, pages: string, number: number) =>
  page.getByRole('navigation', { name: pages }).getByRole('button', { name: `page ${number}` });

test('the announcements list keeps its page through a reload and Back', async ({
  api,
  page,
  request,
  signIn,
}) => {
  test.slow(); // the membership's lock is made on chain first
  const stamp = Date.now().toString(36);
  const { business, membershipId } = await businessMembership(request, 'Paged club', { price: '0' });
  const token = await api.token(membershipId);
  const asBusiness = api.as(business.accessToken);
  // 13 drafts: a page holds 12, the oldest is alone on page 2.
  for (let index = 1; index <= 13; index += 1) {
    await asBusiness.announce({
      token_profile_id: token.profile.id,
      subject: `Note ${index} ${stamp}`,
      message: 'Paged.',
      status: 'PENDING',
    });
  }

  await page.setViewportSize(PHONE);
  await signIn(business.credentials);
  await page.goto('/announcements');
  const list = page.getByRole('list', { name: 'Announcements' });
  await expect(list.getByRole('listitem')).toHaveCount(12);
  await currentPage(page, 'pagination', 2).click();
  await expect(page).toHaveURL(/\/announcements\?page=2$/);
  await expect(list.getByRole('listitem', { name: `Note 1 ${stamp}` })).toBeVisible();
  await expectNoWiderThanScreen(page);

  await page.reload();
  await expect(list.getByRole('listitem', { name: `Note 1 ${stamp}` })).toBeVisible();
  await expect(currentPage(page, 'pagination', 2)).toHaveAttribute('aria-current', 'page');

  await currentPage(page, 'pagination', 1).click();
  await expect(list.getByRole('listitem')).toHaveCount(12);
  await page.goBack();
  await expect(page).toHaveURL(/\/announcements\?page=2$/);
  await expect(list.getByRole('listitem', { name: `Note 1 ${stamp}` })).toBeVisible();
});

test('the operator’s audit log keeps its page through a reload and Back', async ({ api, page, request }) => {
  const { accessToken } = await signInThrough(page, request, E2E_OPERATOR);
  const market = await api.marketPlace('page=1&limit=1');
  const id = market.data[0]?.id;
  if (id === undefined) throw new Error('the demo data lists no membership');
  const hot = (on: boolean, index: number) =>
    request.put(`${apiUrl}/operator/curation/tokens/${id}`, {
      headers: { ...asNewClient(), 'x-access-token': accessToken },
      data: { flag: 'hot', on, reason: `Paging check ${index}` },
    });
  // 22 real changes (a repeat is refused with 409), turned on and off from whatever the demo data
  // holds and left as found: the log shows 20 a page, so there is a page 2 whatever other runs wrote.
  const first = await hot(true, 0);
  const startOn = first.status() !== 409;
  expect(startOn ? first.ok() : (await hot(false, 0)).ok()).toBe(true);
  for (let index = 1; index < 22; index += 1) {
    const changed = await hot(index % 2 === 0 ? startOn : !startOn, index);
    expect(changed.ok(), await changed.text()).toBe(true);
  }

  await page.setViewportSize(PHONE);
  await page.goto('/operator/audit');
  const actions = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem');
  await expect(actions.first()).toContainText('Paging check 21');
  await currentPage(page, 'Audit log pages', 2).click();
  await expect(page).toHaveURL(/\/operator\/audit\?page=2$/);
  await expect(actions.first()).not.toContainText('Paging check 21');
  const firstOnPage2 = (await actions.first().textContent()) ?? '';
  await expectNoWiderThanScreen(page);

  await page.reload();
  await expect(currentPage(page, 'Audit log pages', 2)).toHaveAttribute('aria-current', 'page');
  await expect(actions.first()).toHaveText(firstOnPage2);

  await page.goBack();
  await expect(page).toHaveURL(/\/operator\/audit$/);
  await expect(actions.first()).toContainText('Paging check 21');
});
