import { maskEmail } from '@keyclub/domain';
import { createVerifiedUser, latestMailedCode, uniqueAccountValues } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { apiUrl } from '../../support/ports.ts';
import type { Credentials } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

type Role = Credentials['role_name'];

const SETTINGS_SCREEN = {
  CONSUMER: { title: 'User Settings', tabs: ['General', 'Security', 'Notifications', 'Payouts'] },
  BUSINESS: {
    title: 'Business Settings',
    tabs: ['General', 'Security', 'Notifications', 'Profile', 'Payouts'],
  },
} as const;

/**
 * Settings flows both builds must pass (issue 4's proof). Every test makes its own account: they
 * change passwords and profiles and deactivate accounts.
 */
export function settingsFlowTests(role: Role) {
  test('the profile form saves names, address and a new phone number, which survive a reload', async ({
    page,
    request,
    signIn,
  }) => {
    const { credentials } = await createVerifiedUser(request, role);
    const { accessToken } = await signIn(credentials);
    const { phoneDigits } = uniqueAccountValues('settings');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: SETTINGS_SCREEN[role].title })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([...SETTINGS_SCREEN[role].tabs]);
    await expect(page.getByLabel('Email')).toHaveValue(credentials.email);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Username')).toBeDisabled();

    await page.getByLabel('First Name').fill('Marisol');
    await page.getByLabel('Address Line 2 (optional)').fill('Apt 4');
    await page.getByLabel('City').fill('Tampa');
    await page.getByLabel('State').selectOption('FL');
    await page.getByLabel('Zip Code').fill('33602');
    const phone = page.getByLabel('Phone Number');
    await phone.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Please enter a valid US number')).toBeVisible();
    await phone.pressSequentially(phoneDigits);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    // The header's user menu reads the stored user, which the answer replaced.
    await expect(page.getByRole('button', { name: /Marisol/ })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Marisol');
    await expect(page.getByLabel('Address Line 2 (optional)')).toHaveValue('Apt 4');
    await expect(page.getByLabel('City')).toHaveValue('Tampa');
    await expect(page.getByLabel('Zip Code')).toHaveValue('33602');
    await expect(phone).toHaveValue(
      `+1 (${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)} ${phoneDigits.slice(6)}`,
    );
    expect(await apiCalls(request, accessToken).me()).toMatchObject({
      first_name: 'Marisol',
      address2: 'Apt 4',
      city: 'Tampa',
      zip: '33602',
      phone_number: `+1${phoneDigits}`,
    });
  });

  test('the password is changed with the mailed code; the old one no longer logs in', async ({
    page,
    request,
    signIn,
  }) => {
    const { credentials } = await createVerifiedUser(request, role);
    await signIn(credentials);
    const newPassword = 'Changed!2026';

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current Password').fill(credentials.password);
    await page.getByLabel('New Password').fill(credentials.password);
    await page.getByLabel('Confirm Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New Password cannot be the same as a previous password.')).toBeVisible();

    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(maskEmail(credentials.email))).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Verification Code').fill('000000');
    await confirm.click();
    // A wrong code is refused with the server's message and the step stays.
    await expect(page.getByText('The verification code is incorrect or has expired.')).toBeVisible();
    await expect(page.getByLabel('Verification Code')).toBeVisible();

    await page.getByLabel('Verification Code').fill(await latestMailedCode(request, credentials.email));
    await confirm.click();
    await expect(page.getByText('Password has been updated successfully.')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveValue('');

    const login = (password: string) =>
      request.post(`${apiUrl}/auth/login`, { data: { ...credentials, password } });
    const withNew = await login(newPassword);
    expect(withNew.status()).toBe(200);
    expect(withNew.headers()['x-access-token']).toBeTruthy();
    expect((await login(credentials.password)).status()).toBe(401);

    // Going back to the former password is refused by the server, which keeps the old hashes.
    await page.getByLabel('Current Password').fill(newPassword);
    await page.getByLabel('New Password').fill(credentials.password);
    await page.getByLabel('Confirm Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New Password cannot be the same as a previous password.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  });

  test('a deleted account is deactivated, logged out, and refused at login', async ({
    page,
    request,
    signIn,
  }) => {
    const { credentials } = await createVerifiedUser(request, role);
    await signIn(credentials);

    await page.goto('/settings?tab=security');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Delete your account?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

    await expect(page.getByText('Your account has been deactivated.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // The login page clears the stored session once it has rendered: wait for it, do not sample.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('keyclub.auth'))).toBeNull();
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Fsettings$/);

    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This account has been deactivated.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
}
