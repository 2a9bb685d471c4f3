import { createVerifiedUser } from '../../support/accounts.ts';
import { expect, test } from '../../support/test.ts';

test('a new customer sees My Memberships with the empty state and a way to the marketplace', async ({
  page,
  request,
  signIn,
}) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await page.goto('/marketplace');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Memberships' }).click();

  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Memberships' })).toBeVisible();
  await expect(page.getByText('You do not have any Memberships')).toBeVisible();
  await page.getByRole('link', { name: 'Browse the Marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
});

test('a logged-out visitor of /tokens goes to login and comes back after logging in', async ({
  page,
  request,
}) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.goto('/tokens');
  await expect(page).toHaveURL(/\/auth\/login\/\?returnUrl=%2Ftokens$/);

  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByText('You do not have any Memberships')).toBeVisible();
});

test('logging in through the form lands on the customer dashboard', async ({ page, request }) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Memberships' })).toBeVisible();
  await expect(page.getByText('You do not have any Memberships')).toBeVisible();
});
