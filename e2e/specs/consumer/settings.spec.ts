import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { expect, test } from '../../support/test.ts';
import { settingsFlowTests } from '../shared/settings-flows.ts';

settingsFlowTests('CONSUMER');

test('a phone number another account uses is refused on the profile', async ({ page, request, signIn }) => {
  const other = await createVerifiedUser(request, 'CONSUMER');
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);

  await page.goto('/settings');
  const phone = page.getByLabel('Phone Number');
  await phone.fill('');
  await phone.pressSequentially(String(other.user.phone_number).slice(2));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('This phone number is already in use.')).toBeVisible();
});

test('notification flags are saved one switch at a time', async ({ page, request, signIn }) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  const { accessToken } = await signIn(credentials);

  await page.goto('/settings?tab=notifications');
  const purchased = page.getByRole('checkbox', { name: 'Email me when I purchase a Membership' });
  const redeemed = page.getByRole('checkbox', { name: 'Email me when one of my Memberships is redeemed' });
  await expect(purchased).toBeChecked();
  await expect(redeemed).toBeChecked();

  await page.getByText('Email me when I purchase a Membership').click();
  await expect(page.getByText('Notification setting updated successfully.')).toBeVisible();
  await expect(purchased).not.toBeChecked();

  await page.reload();
  await expect(purchased).not.toBeChecked();
  await expect(redeemed).toBeChecked();
  expect(await apiCalls(request, accessToken).me()).toMatchObject({
    is_purchased_token_email_notify: false,
    is_redeemed_token_email_notify: true,
  });
});
