import { MESSAGES } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { apiCalls } from '../../support/api.ts';
import { PHONE } from '../../support/page-checks.ts';
import { DEMO, expect, test } from '../../support/test.ts';

// Issue 36 item 6: a read that failed says so with Retry; "not found" only when the API said 404.

test.use({ viewport: PHONE });

async function anyMembership(page: Page) {
  const answer = await apiCalls(page.request).marketPlace('page=1&limit=1');
  const [token] = answer.data;
  if (!token) throw new Error('the marketplace lists no membership');
  return token;
}

test('a membership whose read fails says so with Retry, and Retry shows it once the API answers', async ({
  page,
}) => {
  const token = await anyMembership(page);
  const detailRead = new RegExp(`/tokens/${token.id}(\\?|$)`);
  // The API is down for this read: no answer at all.
  await page.route(detailRead, (route) => route.abort('connectionrefused'));
  // Reached from the marketplace the browser renders (through /): the server renders a first visit
  // to the page with its read done, and its links are plain links until the app's code has started.
  await page.goto('/');
  await page.getByRole('link', { name: token.profile.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/public/token/${token.id}`));

  const failure = page.getByRole('alert').filter({ hasText: 'This membership could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('No Membership found')).toHaveCount(0);

  await page.unroute(detailRead);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: token.profile.title })).toBeVisible();
});

test('a membership the API does not know says No Membership found, without Retry', async ({ page }) => {
  await page.goto('/public/token/987654321');
  await expect(page.getByText('No Membership found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('My Memberships whose read fails says so with Retry, never that there are none', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.consumer);
  const listRead = /\/tokens\?page=/;
  await page.route(listRead, (route) => route.fulfill({ status: 503, body: '{"message":"Unavailable"}' }));
  await page.goto('/tokens');

  const failure = page.getByRole('alert').filter({ hasText: 'Memberships could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByText(MESSAGES.empty.ownedMemberships)).toHaveCount(0);

  await page.unroute(listRead);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('list', { name: 'My Memberships' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('the announcements list whose read fails says so with Retry, never that there are none', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.consumer);
  const listRead = /\/announcements\?page=/;
  await page.route(listRead, (route) => route.abort('connectionrefused'));
  await page.goto('/announcements');

  const failure = page.getByRole('alert').filter({ hasText: 'Your announcements could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByText(MESSAGES.announcements.empty)).toHaveCount(0);

  await page.unroute(listRead);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByText(MESSAGES.announcements.empty).or(page.getByRole('list', { name: 'Announcements' })),
  ).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('an announcement whose read fails says so with Retry, not that it does not exist', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.consumer);
  const detailRead = /\/announcement\/1(\?|$)/;
  await page.route(detailRead, (route) => route.fulfill({ status: 503, body: '{"message":"Unavailable"}' }));
  await page.goto('/view-announcement/1');

  const failure = page.getByRole('alert').filter({ hasText: 'This announcement could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText(MESSAGES.announcements.notFound)).toHaveCount(0);
});
