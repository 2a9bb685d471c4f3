import { createVerifiedUser } from '../../support/accounts.ts';
import { apiUrl } from '../../support/ports.ts';
import { DEMO, expect, test } from '../../support/test.ts';

test('a protected route sends a logged-out visitor to login and back after logging in', async ({ page }) => {
  await page.goto('/token/create');
  await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Ftoken%2Fcreate$/);
  await page.getByLabel('Email').fill(DEMO.business.email);
  await page.getByLabel('Password').fill(DEMO.business.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/token\/create$/);
});

test('a returnUrl equal to the login path itself leads to /tokens', async ({ page }) => {
  await page.goto('/auth/login?returnUrl=%2Fauth%2Flogin');
  await page.getByLabel('Email').fill(DEMO.business.email);
  await page.getByLabel('Password').fill(DEMO.business.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
});

test('a consumer session is sent away from a business-only route', async ({ page, request, signIn }) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await page.goto('/token/create');
  await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Ftoken%2Fcreate$/);
});

test('the business app logs in only business accounts', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO.consumer.email);
  await page.getByLabel('Password').fill(DEMO.consumer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a stored session the server no longer knows is dropped silently on start', async ({
  page,
  request,
  signIn,
}) => {
  const { accessToken } = await signIn(DEMO.secondBusiness);
  const signout = await request.delete(`${apiUrl}/auth/signout`, {
    headers: { 'x-access-token': accessToken },
  });
  expect(signout.ok()).toBe(true);
  await page.goto('/tokens');
  await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Ftokens$/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('keyclub.auth') ?? '{}').state))
    .toEqual({
      user: null,
      accessToken: null,
      pendingUser: null,
    });
  await expect(page.getByText('Please log in to continue.')).toHaveCount(0);
});
