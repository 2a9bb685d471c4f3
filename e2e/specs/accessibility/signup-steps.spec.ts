/**
 * The signup wizard's steps and the verification page are routes too, reachable only through the
 * steps before them: each build's wizard is walked as a user does, every screen checked like the
 * routes of every-route.spec.ts (document title, one h1, no serious or critical axe violation).
 */
import type { Page } from '@playwright/test';
import { TINY_PNG, uniqueAccountValues } from '../../support/accounts.ts';
import { expectAccessiblePage } from '../../support/page-checks.ts';
import { businessUrl, consumerUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

async function step(page: Page, path: string, appName: string) {
  await expect(page).toHaveURL(new RegExp(`/auth/signup${path}$`));
  await expectAccessiblePage(page, `Sign Up | ${appName}`);
}

for (const build of [
  {
    role: 'CONSUMER',
    url: consumerUrl,
    appName: 'Keyclub',
    terms: 'I accept the Terms of Use and Privacy Policy',
  },
  {
    role: 'BUSINESS',
    url: businessUrl,
    appName: 'Keyclub Business',
    terms: 'I accept the Terms of Use, Privacy Policy and Client Agreement',
  },
] as const) {
  test(`${build.role.toLowerCase()} build: every signup step, success and verification`, async ({ page }) => {
    test.slow(); // up to 7 screens, each waited for and scanned by axe: 2 minutes at load 30
    const { email, username, phoneDigits } = uniqueAccountValues('axe');
    const password = 'Keyclub!2026';
    await page.goto(`${build.url}/auth/signup`);
    await step(page, '', build.appName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByText(build.terms).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await step(page, '/fullname', build.appName);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lane');
    await page.getByRole('button', { name: 'Next' }).click();

    await step(page, '/address', build.appName);
    await page.getByLabel('Address', { exact: true }).fill('9 Bay Street');
    await page.getByLabel('City').fill('Tampa');
    await page.getByLabel('State').selectOption('FL');
    await page.getByLabel('Zip Code').fill('33602');
    await page.getByRole('button', { name: 'Next' }).click();

    await step(page, '/phone', build.appName);
    await page.getByLabel('Phone Number').pressSequentially(phoneDigits);
    await page.getByRole('button', { name: 'Next' }).click();

    if (build.role === 'BUSINESS') {
      await step(page, '/profile', build.appName);
      await page.getByLabel('Business Name').fill('Axe Supper Club');
      await page.getByLabel('Description').fill('Checked for accessibility.');
      await page.getByLabel('City').fill('Tampa');
      await page.getByLabel('State').selectOption('FL');
      await page.getByLabel('Profile Image', { exact: true }).setInputFiles(png('logo.png'));
      await page.getByLabel('Cover Image', { exact: true }).setInputFiles(png('cover.png'));
      await expect(page.getByAltText('Cover Image preview')).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
    }

    await step(page, '/notifications', build.appName);
    await page.getByRole('button', { name: 'Complete Sign Up' }).click();

    await step(page, '/success', build.appName);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/verification$/);
    await expectAccessiblePage(page, `Verify your email | ${build.appName}`);
  });
}
