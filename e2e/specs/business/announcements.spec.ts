import { MESSAGES } from '@keyclub/domain';
import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { ownedMembership } from '../../support/owned-membership.ts';
import { expectAccessiblePage } from '../../support/page-checks.ts';
import { consumerUrl } from '../../support/ports.ts';
import { type Credentials, signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

/** A page of the consumer app in its own browser context, signed in as `credentials`. */
async function consumerPage(
  browser: Browser,
  request: Parameters<typeof signIn>[1],
  credentials: Credentials,
) {
  const context = await browser.newContext({ baseURL: consumerUrl });
  const page = await context.newPage();
  await signIn(page, request, credentials);
  return page;
}

const actionsOf = (page: Page, subject: string) =>
  page.getByRole('button', { name: `Actions for ${subject}` });

test('a business writes, edits and sends an announcement; its holder reads it from the bell; the business sees it viewed, then archives it', async ({
  page,
  browser,
  request,
  signIn: signInBusiness,
  outbox,
}) => {
  test.slow(); // the membership's lock and the holder's key are made on chain first
  const stamp = Date.now().toString(36);
  const { business, consumer: holder, title } = await ownedMembership(request, 'Jazz Club');
  const stranger = await createVerifiedUser(request, 'CONSUMER');
  await signInBusiness(business.credentials);

  // Create: the spec's messages first, then a draft.
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page).toHaveTitle('Announcements | Keyclub Business');
  await page.getByRole('navigation').getByRole('link', { name: 'Announcement' }).first().click();
  await page.getByRole('link', { name: 'Create Announcement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Announcement' })).toBeVisible();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  for (const message of ['Token Name is required', 'Title is required.', 'Description is required.']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Token Name').selectOption({ label: title });
  await page.getByLabel('Title').fill('Friday jam session');
  await page.getByLabel('Description').fill('Bring your instrument.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(MESSAGES.success.announcementCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/announcements$/);
  const draft = page.getByRole('listitem', { name: 'Friday jam session' });
  await expect(draft.getByText('Pending', { exact: true })).toBeVisible();

  // Edit the draft.
  await actionsOf(page, 'Friday jam session').click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expectAccessiblePage(page, 'Edit Announcement | Keyclub Business');
  await expect(page.getByLabel('Token Name')).toHaveValue(/\d+/);
  await page.getByLabel('Title').fill(`Saturday jam ${stamp}`);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(MESSAGES.success.announcementUpdated)).toBeVisible();
  const subject = `Saturday jam ${stamp}`;
  const row = page.getByRole('listitem', { name: subject });

  // Send now: the holder at this moment receives it.
  await actionsOf(page, subject).click();
  await page.getByRole('menuitem', { name: 'Send now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send to 1 holder' }).click();
  await expect(page.getByText(MESSAGES.success.announcementPublished)).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByLabel('Statistics')).toHaveText(/Sent 1\s*Viewed 0/);

  // A sent announcement cannot be edited or sent again.
  await actionsOf(page, subject).click();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Send now' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/view-announcement\/\d+$/);
  const announcementPath = new URL(page.url()).pathname;
  const announcementId = Number(announcementPath.split('/').at(-1));
  await page.goto(`/announcement/edit/${announcementId}`);
  await expect(page.getByText(MESSAGES.announcements.sentCannotBeEdited)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);

  // The holder: the bell shows it unread; opening it from the bell marks it read, the badge drops.
  const holderPage = await consumerPage(browser, request, holder.credentials);
  await holderPage.goto('/marketplace');
  const bell = holderPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(holderPage.getByTestId('unread-badge')).toHaveText('1');
  await bell.click();
  await expect(holderPage.getByRole('menuitem', { name: 'See all announcements' })).toBeVisible();
  await holderPage.getByRole('menuitem', { name: subject }).click();
  await expect(holderPage).toHaveURL(new RegExp(`${announcementPath}$`));
  await expect(holderPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expectAccessiblePage(holderPage, 'Announcement | Keyclub');
  await expect(holderPage.getByText('Bring your instrument.')).toBeVisible();
  const crumbs = holderPage.getByRole('navigation', { name: /breadcrumb/i });
  await expect(crumbs.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/announcements');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(holderPage.getByTestId('unread-badge')).toHaveCount(0);
  // Its mail went out through the queue, with the link that opens it.
  await expect
    .poll(async () => (await outbox(holder.credentials.email)).map((mail) => mail.subject))
    .toContain(`Test Business: ${subject}`);

  // Someone who does not hold the membership cannot open it.
  const strangerPage = await consumerPage(browser, request, stranger.credentials);
  await strangerPage.goto(announcementPath);
  await expect(strangerPage.getByRole('main').getByText(MESSAGES.announcements.notFound)).toBeVisible();
  await expect(strangerPage.getByRole('heading', { level: 1, name: subject })).toHaveCount(0);

  // The business sees it viewed by 1 of the 1 it was sent to.
  await page.goto(announcementPath);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expectAccessiblePage(page, 'Announcement | Keyclub Business');
  await expect(page.getByLabel('Statistics')).toHaveText(/Sent 1\s*Viewed 1/);

  // Archive: it leaves the business's list.
  await actionsOf(page, subject).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText(MESSAGES.success.announcementArchived)).toBeVisible();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByRole('listitem', { name: subject })).toHaveCount(0);

  await holderPage.context().close();
  await strangerPage.context().close();
});
