import {
  createVerifiedUser,
  latestMailedCode,
  signUpUser,
  trackNavigations,
} from '../../support/accounts.ts';
import { apiUrl } from '../../support/ports.ts';
import { DEMO, expect, test } from '../../support/test.ts';

test('logging in with an unverified account leads to verification with the masked email', async ({
  page,
  request,
}) => {
  const credentials = await signUpUser(request, 'CONSUMER');
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/auth\/verification$/);
  await expect(page.getByText(`${credentials.email.slice(0, 2)}***@keyclub.test`)).toBeVisible();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Verification code has been sent to your registered email.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('verification without a pending user goes to login', async ({ page }) => {
  await page.goto('/auth/verification');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/auth/reset-password');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a wrong password shows the server's message", async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO.consumer.email);
  await page.getByLabel('Password').fill('Wrong!2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password.')).toHaveCount(1);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('forgot password, reset with the mailed code, then log in with the new password', async ({
  page,
  request,
}) => {
  const visited = await trackNavigations(page);
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Verification code has been sent to your registered email.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/reset-password/${encodeURIComponent(credentials.email)}$`));

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
  await expect.poll(visited).toContain('/tokens');
  await expect(page.getByRole('button', { name: 'Test Member' })).toBeVisible();
});

test('logged out, the header offers Login and Register carrying the current path', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/auth/login/?returnUrl=%2Fmarketplace',
  );
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/auth/signup/?returnUrl=%2Fmarketplace',
  );
});

test('Logout signs out on the server, clears the stored session and goes to login', async ({
  page,
  request,
  signIn,
}) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  const { accessToken } = await signIn(credentials);
  // From a protected page, so its guard must not turn the logout into a returnUrl round trip.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Test Member' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('keyclub.auth'))).toBeNull();
  const me = await request.get(`${apiUrl}/auth/me`, { headers: { 'x-access-token': accessToken } });
  expect(me.status()).toBe(401);
});

test('a protected route sends a logged-out visitor to login and back after logging in', async ({
  page,
  request,
}) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Fsettings$/);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Test Member' })).toBeVisible();
});
