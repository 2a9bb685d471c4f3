import { createVerifiedUser, TINY_PNG } from '../../support/accounts.ts';
import { expect, test } from '../../support/test.ts';
import { settingsFlowTests } from '../shared/settings-flows.ts';

settingsFlowTests('BUSINESS');

test('the business profile saves a new logo and links with https://, keeping the cover', async ({
  api,
  page,
  request,
  signIn,
}) => {
  const { credentials } = await createVerifiedUser(request, 'BUSINESS');
  const { accessToken } = await signIn(credentials);
  const readMe = async () => {
    const { business } = await api.as(accessToken).me();
    if (!business?.logo || !business.cover)
      throw new Error('GET /auth/me: the business has no logo or cover');
    return { ...business, logo: business.logo, cover: business.cover };
  };
  const before = await readMe();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Settings' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'General',
    'Security',
    'Notifications',
    'Profile',
    'Payouts',
  ]);
  await page.getByRole('tab', { name: 'Profile' }).click();

  const logo = page.getByRole('img', { name: 'Business logo' });
  await expect(logo).toHaveAttribute('src', before.logo.url);
  await page.getByLabel('Business Name').fill('Harbor Lights');
  await page.getByLabel('Twitter (optional)').fill('twitter.com/harborlights');
  await page
    .getByLabel('Profile Image')
    .setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  // The preview shows the chosen file before anything is sent.
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Business profile updated successfully.')).toBeVisible();

  const after = await readMe();
  expect(after.name).toBe('Harbor Lights');
  expect(after.twitter).toBe('https://twitter.com/harborlights');
  expect(after.logo.url).not.toBe(before.logo.url);
  expect(after.cover.url).toBe(before.cover.url);
  await expect(logo).toHaveAttribute('src', after.logo.url);
  expect((await request.get(after.logo.url)).ok()).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Business Name')).toHaveValue('Harbor Lights');
  await expect(page.getByLabel('Twitter (optional)')).toHaveValue('https://twitter.com/harborlights');
  await expect(page.getByRole('img', { name: 'Business logo' })).toHaveAttribute('src', after.logo.url);
});

test('the business notification flag is the only switch and is saved', async ({ page, request, signIn }) => {
  const { credentials } = await createVerifiedUser(request, 'BUSINESS');
  await signIn(credentials);

  await page.goto('/settings?tab=notifications');
  const sold = page.getByRole('checkbox', { name: 'Email me when one of my Memberships is sold' });
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(sold).toBeChecked();
  await page.getByText('Email me when one of my Memberships is sold').click();
  await expect(page.getByText('Notification setting updated successfully.')).toBeVisible();
  await page.reload();
  await expect(sold).not.toBeChecked();
});
