import { MESSAGES } from '@keyclub/domain';
import { createVerifiedUser } from '../../support/accounts.ts';
import { ownedMembership } from '../../support/owned-membership.ts';
import { expect, test } from '../../support/test.ts';

test('a holder lists the announcements they received, opens one, and archives their copy of another', async ({
  api,
  page,
  request,
  signIn,
}) => {
  test.slow(); // the membership's lock and the holder's key are made on chain first
  const stamp = Date.now().toString(36);
  const { business, consumer: holder, membershipId } = await ownedMembership(request, 'Wine Circle');
  const profileId = (await api.token(membershipId)).profile.id;
  for (const subject of [`Tasting night ${stamp}`, `Cellar sale ${stamp}`]) {
    await api.as(business.accessToken).announce({
      token_profile_id: profileId,
      subject,
      message: `${subject}: details inside.`,
      status: 'ACTIVE',
    });
  }
  await signIn(holder.credentials);

  await page.goto('/marketplace');
  await page.getByRole('navigation').getByRole('link', { name: 'Announcement' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page).toHaveTitle('Announcements | Keyclub');
  const list = page.getByRole('list', { name: 'Announcements' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Newest first, both new, no business statistics.
  await expect(list.getByRole('listitem').first()).toHaveAccessibleName(`Cellar sale ${stamp}`);
  await expect(list.getByText('New', { exact: true })).toHaveCount(2);
  await expect(list.getByLabel('Statistics')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Announcement' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  await list.getByRole('link', { name: `Tasting night ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tasting night ${stamp}` })).toBeVisible();
  await expect(page.getByText(`Tasting night ${stamp}: details inside.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'Announcements' })
    .click();
  await expect(list.getByRole('listitem', { name: `Tasting night ${stamp}` }).getByText('New')).toHaveCount(
    0,
  );

  await page.getByRole('button', { name: `Actions for Cellar sale ${stamp}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Send now' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText(MESSAGES.success.announcementArchived)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('a visitor who opens the announcements logs in first and comes back', async ({ page, request }) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.goto('/announcements');
  await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Fannouncements$/);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByText(MESSAGES.announcements.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
