import { latestMailedCode, TINY_PNG, uniqueAccountValues } from '../../support/accounts.ts';
import { expect, test } from '../../support/test.ts';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

test('a business signs up with its profile, logo and cover, verifies and lands on /tokens', async ({
  page,
  request,
}) => {
  const { email, username, phoneDigits } = uniqueAccountValues('owner');
  const password = 'Owner!2026';

  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  await page.getByText('I accept the Terms of Use, Privacy Policy and Client Agreement').click();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await page.getByLabel('First Name').fill('Marta');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Address', { exact: true }).fill('9 Bay Street');
  await page.getByLabel('City').fill('Tampa');
  await page.getByLabel('State').selectOption('FL');
  await page.getByLabel('Zip Code').fill('33602');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Phone Number').pressSequentially(phoneDigits);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/auth\/signup\/profile$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Profile Image is required')).toBeVisible();
  await expect(page.getByText('Cover Image is required')).toBeVisible();
  await page.getByLabel('Business Name').fill('Bayfront Supper Club');
  await page.getByLabel('Description').fill('Dinner and jazz on the water.');
  await page.getByLabel('City').fill('Tampa');
  await page.getByLabel('State').selectOption('FL');
  await page.getByLabel('Website (optional)').fill('bayfront.example');
  await page.getByLabel('Instagram (optional)').fill('instagram.com/bayfront');
  await page.getByLabel('Profile Image', { exact: true }).setInputFiles({
    name: 'logo.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Only PNG, GIF and JPG images are allowed.')).toBeVisible();
  await page.getByLabel('Profile Image', { exact: true }).setInputFiles(png('logo.png'));
  await page.getByLabel('Cover Image', { exact: true }).setInputFiles(png('cover.png'));
  await expect(page.getByAltText('Profile Image preview')).toBeVisible();
  await expect(page.getByAltText('Cover Image preview')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/auth\/signup\/notifications$/);
  await expect(
    page.getByRole('checkbox', { name: 'Email me when one of my Memberships is sold' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/profile$/);
  await expect(page.getByLabel('Business Name')).toHaveValue('Bayfront Supper Club');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();

  await expect(page.getByText('Your account has been created.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/auth\/verification$/);
  await page.getByLabel('Verification code').fill(await latestMailedCode(request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your account has been verified successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('button', { name: 'Marta Reyes' })).toBeVisible();

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('keyclub.auth') ?? '{}').state);
  expect(stored.user.role_name).toBe('BUSINESS');
  expect(stored.user.business).toMatchObject({
    name: 'Bayfront Supper Club',
    city: 'Tampa',
    state: 'FL',
    website: 'https://bayfront.example',
    instagram: 'https://instagram.com/bayfront',
  });
  expect(stored.user.business.logo.url).toMatch(/^http/);
});
