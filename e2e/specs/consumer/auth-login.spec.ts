import { createVerifiedUser } from '../../support/accounts.ts';
import { DEMO, expect, test } from '../../support/test.ts';
import { loginFlowTests, userMenuName } from '../shared/auth-login-flows.ts';

loginFlowTests('CONSUMER');

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
  await expect(page.getByRole('button', { name: userMenuName('CONSUMER') })).toBeVisible();
});
