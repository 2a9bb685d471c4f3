import { MESSAGES, VALIDATION_MESSAGES } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { expectAccessiblePage, expectNoSeriousViolations } from '../../support/page-checks.ts';
import { loadRouteData } from '../../support/route-data.ts';
import { DEMO, expect, test } from '../../support/test.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The nav the user can see: the header's on wide screens, the bottom nav on phones. */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('at 1280 px the header holds logo, nav, search, Login and Register with the way back; the footer the company', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/search?query=club');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Keyclub' })).toHaveAttribute('href', '/marketplace');
  await expect(mainNav(page)).toHaveCount(1);
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Memberships',
    'Marketplace',
    'Announcement',
  ]);
  await expect(header.getByRole('searchbox', { name: 'Search memberships' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/auth/login/?returnUrl=%2Fsearch%3Fquery%3Dclub',
  );
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/auth/signup/?returnUrl=%2Fsearch%3Fquery%3Dclub',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Memberships from the restaurants, bars and clubs you love');
  await expect(footer.locator('address')).toContainText('1200 Harbor Boulevard, Suite 400');
  await expect(footer.locator('address')).toContainText('Miami, FL 33132');
  await footer.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Use | Keyclub');
  // The figures SPEC section 9 gives the terms.
  await expect(page.getByRole('main')).toContainText('Claims for less than $250,000 follow');
  await expect(page.getByRole('main')).toContainText('the greater of $100 and the price you paid');
  await expect(page.getByRole('main')).toContainText('within 10 business days of the counter-notice');
  await expect(page.getByRole('main')).toContainText('within 30 days of it taking effect');
  await expect(page.getByRole('main')).toContainText('at least 18 years old');

  // The other documents signup names are pages of the frame too, linked from the footer.
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy | Keyclub');
  await expect(page.getByRole('main')).toContainText('card details are entered on our payment provider');
  await footer.getByRole('link', { name: 'Client Agreement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Agreement' })).toBeVisible();
  await expect(page).toHaveTitle('Client Agreement | Keyclub');
});

test('at 390 px a bottom nav replaces the header nav, and the page fits the screen', async ({
  page,
  signIn,
}) => {
  await signIn(DEMO.consumer);
  await page.setViewportSize(PHONE);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  // The server's page is a visitor's: the member's own frame is there once her header shows her notifications.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();

  // One nav is visible, and it is the one fixed to the foot of the screen.
  await expect(mainNav(page)).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  const bottomNav = mainNav(page);
  const box = await bottomNav.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
  await expect(bottomNav.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search memberships' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await bottomNav.getByRole('link', { name: 'Memberships' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Memberships' })).toBeVisible();
  await expect(bottomNav.getByRole('link', { name: 'Memberships' })).toHaveAttribute('aria-current', 'page');

  // Scrolled to the end, the footer's last line sits above the bottom nav, not under it.
  await page.getByRole('contentinfo').getByText('All rights reserved').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = await page.getByRole('contentinfo').getByText('All rights reserved').boundingBox();
  const navTop = (await bottomNav.boundingBox())?.y ?? 0;
  expect(lastLine && lastLine.y + lastLine.height).toBeLessThanOrEqual(navTop);
  await expectAccessiblePage(page, 'My Memberships | Keyclub');
});

test('the user menu holds the wallet button, Settings and Logout', async ({ page, request, signIn }) => {
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await page.goto('/marketplace');
  await page.getByRole('banner').getByRole('button', { name: 'Test Member' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([MESSAGES.wallet.connect, 'Settings', 'Logout']);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Settings | Keyclub');
});

test('the Help Center: login first, then the breadcrumb, the topic tabs and their accordions', async ({
  page,
  signIn,
}) => {
  await page.goto('/help-center');
  await expect(page).toHaveURL(/\/auth\/login\/?\?returnUrl=%2Fhelp-center$/);
  await page.evaluate(() => window.localStorage.clear());

  await signIn(DEMO.consumer);
  await page.setViewportSize(DESKTOP);
  await page.goto('/marketplace');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page).toHaveTitle('Help Center | Keyclub');
  const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/marketplace');
  await expect(breadcrumb.getByText('Help Center')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab')).toHaveText(['Getting Started', 'Memberships', 'Payments']);

  // Getting Started: the About accordion, its first question open.
  const about = page.getByRole('tabpanel', { name: 'Getting Started' });
  await expect(about.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
  await expect(about.getByRole('button', { name: 'What is Keyclub?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const wallets = about.getByRole('button', { name: 'Which wallets can I use?' });
  await expect(wallets).toHaveAttribute('aria-expanded', 'false');
  await wallets.click();
  await expect(wallets).toHaveAttribute('aria-expanded', 'true');
  await expect(
    about.getByText('Keyclub supports MetaMask wallets today. WalletConnect is coming soon'),
  ).toBeVisible();
  await wallets.click();
  await expect(wallets).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('tab', { name: 'Memberships' }).click();
  const memberships = page.getByRole('tabpanel', { name: 'Memberships' });
  await expect(memberships.getByRole('heading', { level: 2, name: 'Membership NFTs' })).toBeVisible();
  await memberships.getByRole('button', { name: 'Can I sell or trade my membership?' }).click();
  await expect(
    memberships.getByText('trade it on NFT marketplaces that support Ethereum NFTs'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Payments' }).getByRole('heading', { level: 2, name: 'Payments' }),
  ).toBeVisible();

  // Phones also get the User guide tab, which has no content.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('tab')).toHaveText([
    'Getting Started',
    'Memberships',
    'Payments',
    'User guide',
  ]);
  await page.getByRole('tab', { name: 'User guide' }).click();
  await expect(page.getByRole('tab', { name: 'User guide' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'User guide' })).toBeEmpty();
});

test('checkout opens the Terms of Use in a dialog, the same text as the terms page', async ({
  page,
  request,
  signIn,
}) => {
  const { membershipId } = await loadRouteData(request);
  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await signIn(credentials);
  await page.goto(`/tokens/${membershipId}/buy`);
  await page.getByRole('button', { name: 'Pay using Credit Card' }).click();
  await page.getByRole('button', { name: 'terms and conditions', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(dialog.getByRole('heading', { level: 3, name: 'Memberships as NFTs' })).toBeVisible();
  await expect(dialog).toContainText('Claims for less than $250,000 follow');
  await expect(dialog).toContainText('at least 18 years old');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: MESSAGES.checkout.acceptTerms })).not.toBeChecked();
});

test('signup speaks as the user types: a message on leaving a field, updated while they correct it', async ({
  page,
}) => {
  await page.goto('/auth/signup');

  // Sign Up stays disabled until the terms box is ticked (SPEC section 5), and the form says why.
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  const tickHint = page.getByText('Tick the box to accept the terms, then Sign Up.');
  await expect(signUp).toBeDisabled();
  await expect(tickHint).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await page.getByText('I accept the Terms of Use and Privacy Policy').click();
  await expect(signUp).toBeEnabled();
  await expect(tickHint).toBeHidden();

  const email = page.getByLabel('Email');
  await email.fill('ana@');
  await expect(page.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeHidden();
  await page.getByLabel('Username').focus();
  await expect(page.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('ana@example');
  await expect(page.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeVisible();
  await email.fill('');
  await expect(page.getByText(VALIDATION_MESSAGES.emailRequired)).toBeVisible();
  await email.fill('ana@example.com');
  await expect(page.getByText(VALIDATION_MESSAGES.emailRequired)).toBeHidden();
  await expect(page.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeHidden();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  // A field not yet left stays quiet; leaving it speaks.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await expect(page.getByText(VALIDATION_MESSAGES.passwordRule)).toBeHidden();
  await page.getByLabel('Confirm Password').focus();
  await expect(page.getByText(VALIDATION_MESSAGES.passwordRule)).toBeVisible();
  await password.fill('Keyclub!2026');
  await expect(page.getByText(VALIDATION_MESSAGES.passwordRule)).toBeHidden();
});
