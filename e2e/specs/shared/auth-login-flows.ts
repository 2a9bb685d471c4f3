import { maskEmail } from '@keyclub/domain';
import { createVerifiedUser, latestMailedCode, signUpUser } from '../../support/accounts.ts';
import { apiUrl } from '../../support/ports.ts';
import type { Credentials } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

type Role = Credentials['role_name'];

/** The header's user menu button of an account made by support/accounts.ts. */
export const userMenuName = (role: Role) => (role === 'BUSINESS' ? 'Test Owner' : 'Test Member');

/** Login-page flows both builds must pass (issue 4's proof), each with a fresh account of `role`. */
export function loginFlowTests(role: Role) {
  test('logging in with an unverified account leads to verification with the masked email', async ({
    page,
    request,
  }) => {
    const credentials = await signUpUser(request, role);
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/auth\/verification$/);
    await expect(page.getByText(maskEmail(credentials.email))).toBeVisible();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('Verification code has been sent to your registered email.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('forgot password, reset with the mailed code, then log in with the new password', async ({
    page,
    request,
  }) => {
    const { credentials } = await createVerifiedUser(request, role);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page (with its own Email field) stays on screen until the lazy page has loaded.
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Verification code has been sent to your registered email.')).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/auth/reset-password/${encodeURIComponent(credentials.email)}$`),
    );

    const newPassword = 'Renewed!2026';
    await page.getByLabel('Code').fill(await latestMailedCode(request, credentials.email));
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('Renewed!2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Confirm Password does not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password has been updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/tokens$/);
    await expect(page.getByRole('button', { name: userMenuName(role) })).toBeVisible();
  });

  test('Logout signs out on the server, clears the stored session and goes to login', async ({
    page,
    request,
    signIn,
  }) => {
    const { credentials } = await createVerifiedUser(request, role);
    const { accessToken } = await signIn(credentials);
    // From a protected page, so its guard must not turn the logout into a returnUrl round trip.
    await page.goto('/settings');
    await page.getByRole('button', { name: userMenuName(role) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('keyclub.auth'))).toBeNull();
    const me = await request.get(`${apiUrl}/auth/me`, { headers: { 'x-access-token': accessToken } });
    expect(me.status()).toBe(401);
  });
}
