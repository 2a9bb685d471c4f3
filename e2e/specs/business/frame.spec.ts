import { DEMO } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

test('the business dashboard links to the Help Center; phones get the bottom nav', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.business);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/tokens');
  await expect(page).toHaveTitle('My Memberships | Keyclub Business');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Keyclub' })).toHaveAttribute('href', '/tokens');
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Memberships',
    'Announcement',
    'Scan Cards',
    'Payouts',
  ]);
  await expect(header.getByRole('searchbox')).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page).toHaveTitle('Help Center | Keyclub Business');
  await expect(
    page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('href', '/tokens');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(header.getByRole('navigation')).toHaveCount(0);
  const bottomNav = page.getByRole('navigation', { name: 'Main' });
  await bottomNav.getByRole('link', { name: 'Memberships' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(bottomNav.getByRole('link', { name: 'Memberships' })).toHaveAttribute('aria-current', 'page');
});

test('a visitor opens the Terms of Use, the Privacy Policy and the Client Agreement from signup in new tabs, the form staying put', async ({
  page,
}) => {
  await page.goto('/auth/signup');
  const terms = page.getByRole('link', { name: 'Terms of Use' });
  await expect(terms).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(tab).toHaveURL(/\/terms-of-use$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(tab).toHaveTitle('Terms of Use | Keyclub Business');
  // The signup form stays where it was, the terms box unticked.
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

  // A business also accepts the Privacy Policy and the Client Agreement: each opens the same way.
  for (const title of ['Privacy Policy', 'Client Agreement']) {
    const link = page.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('target', '_blank');
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(opened.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(opened).toHaveTitle(`${title} | Keyclub Business`);
    await opened.close();
  }
});
