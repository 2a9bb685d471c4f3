import { activationCardSchema, formatDateTime, MESSAGES } from '@keyclub/domain';
import type { Browser, Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { signedActivationLink } from '../../support/activation-link.ts';
import { apiCalls } from '../../support/api.ts';
import { createMembershipCard, ownedMembership } from '../../support/owned-membership.ts';
import { expectAccessiblePage } from '../../support/page-checks.ts';
import { businessUrl } from '../../support/ports.ts';
import { readQrCode } from '../../support/qr-code.ts';
import { type Credentials, signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

// Times show in the viewer's zone: one that is not the machine's, to see that they are converted.
const TIME_ZONE = 'America/New_York';
test.use({ timezoneId: TIME_ZONE });

/** A page of the business app in a browser of its own: a staff member's device. */
async function staffPage(browser: Browser, credentials?: Credentials): Promise<Page> {
  const context = await browser.newContext({ baseURL: businessUrl, timezoneId: TIME_ZONE });
  const page = await context.newPage();
  if (credentials) await signIn(page, page.request, credentials);
  return page;
}

const statusCard = (page: Page) => page.getByRole('region', { name: 'Membership card status' });

/** The same link with one character of its signature changed, or a later expiry: a forged code. */
function forged(link: string, part: 'sig' | 'exp'): string {
  const url = new URL(link);
  const value = url.searchParams.get(part) ?? '';
  url.searchParams.set(
    part,
    part === 'exp' ? String(Number(value) + 3600) : `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`,
  );
  return url.href;
}

test('the membership card: QR on the customer page, activated by the issuing business from its link, seen activated without a reload', async ({
  page,
  browser,
  request,
  signIn: signInCustomer,
}) => {
  test.slow(); // a membership and its key are created on chain first
  const owned = await ownedMembership(request, 'Door Pass');
  const otherBusiness = await createVerifiedUser(request, 'BUSINESS');
  // A card shown earlier and never scanned: the next one replaces it.
  const earlierCard = await createMembershipCard(request, owned.consumer, owned.copyId);
  await signInCustomer(owned.consumer.credentials);

  await page.goto('/tokens');
  const row = page
    .getByRole('list', { name: 'My Memberships' })
    .getByRole('listitem')
    .filter({ hasText: owned.title });
  await row.getByRole('button', { name: 'Membership Card' }).click();

  await expect(page).toHaveURL(/\/tokens\/\d+\/scan$/);
  const activationId = Number(/\/tokens\/(\d+)\/scan$/.exec(page.url())?.[1]);
  expect(activationId).not.toBe(earlierCard.id);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Card' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'My Memberships' })).toHaveAttribute('href', '/tokens');
  await expect(breadcrumb.getByRole('link', { name: owned.title })).toHaveAttribute(
    'href',
    `/tokens/${owned.copyId}?owned=true`,
  );
  const qrCode = page.getByRole('img', { name: `Membership card code for ${owned.title}` });
  await expect(qrCode).toBeVisible();
  await expect(page.getByText(/^Generated at \d{2} [A-Z][a-z]+ \d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expectAccessiblePage(page, 'Membership Card | Keyclub');
  let link = '';
  await expect
    .poll(async () => {
      link = (await readQrCode(qrCode)) ?? '';
      return link;
    })
    .toMatch(new RegExp(`^${businessUrl}/tokens/${activationId}/activate\\?exp=\\d+&sig=[\\w-]+$`));

  // Another business's staff are refused, and so are a forged code and the replaced card.
  const stranger = await staffPage(browser, otherBusiness.credentials);
  await stranger.goto(link);
  await expect(statusCard(stranger).getByRole('alert')).toHaveText(MESSAGES.activation.otherBusiness);
  const issuer = await staffPage(browser, owned.business.credentials);
  for (const code of [forged(link, 'sig'), forged(link, 'exp'), earlierCard.qr_url]) {
    await issuer.goto(code);
    await expect(statusCard(issuer).getByRole('alert')).toHaveText(MESSAGES.activation.invalid(owned.title));
  }
  await expect(qrCode).toBeVisible();

  // A logged-out staff member opens the link, logs in, and is brought back to activate it.
  const staff = await staffPage(browser);
  await staff.goto(link);
  await expect(staff).toHaveURL(/\/auth\/login\/\?returnUrl=%2Ftokens%2F\d+%2Factivate%3Fexp%3D/);
  await staff.getByLabel('Email').fill(owned.business.credentials.email);
  await staff.getByLabel('Password').fill(owned.business.credentials.password);
  await staff.getByRole('button', { name: 'Login' }).click();
  await expect(staff).toHaveURL(link);
  await expect(staff.getByRole('heading', { level: 1, name: 'Membership Activation' })).toBeVisible();
  const staffBreadcrumb = staff.getByRole('navigation', { name: 'breadcrumb' });
  await expect(staffBreadcrumb.getByRole('link', { name: 'Memberships' })).toHaveAttribute('href', '/tokens');
  await expect(staffBreadcrumb).toContainText(owned.title);
  const status = statusCard(staff);
  await expect(status.getByRole('alert')).toHaveText(MESSAGES.activation.activated(owned.title));

  const activation = await apiCalls(request, owned.consumer.accessToken).read(
    `/tokens/${activationId}/activate`,
    activationCardSchema,
  );
  expect(activation.status).toBe('ACTIVE');
  const activatedAt = formatDateTime(activation.activated_at ?? '', TIME_ZONE);
  const activationEnd = formatDateTime(activation.activation_end_at ?? '', TIME_ZONE);
  await expect(status).toContainText(`Activated at${activatedAt}`);
  await expect(status).toContainText(`Activation End${activationEnd}`);
  await expect(staff.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/tokens');
  await expectAccessiblePage(staff, 'Membership Activation | Keyclub Business');

  // The customer's page turns activated by itself.
  await expect(page.getByText(MESSAGES.membershipCard.activated)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Activated at${activatedAt}`);
  await expect(qrCode).toBeHidden();
  await expectAccessiblePage(page, 'Membership Card | Keyclub');

  // A second scan of the same code: already activated.
  await issuer.goto(link);
  await expect(statusCard(issuer).getByRole('alert')).toHaveText(
    MESSAGES.activation.alreadyActivated(owned.title),
  );
  await expect(statusCard(issuer)).toContainText(`Activated at${activatedAt}`);

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(row.getByText('Activated', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Membership Card' })).toHaveCount(0);
});

test('a membership card code whose signed time has passed is refused as expired, not forged, and the card stays unused', async ({
  browser,
  request,
}) => {
  test.slow(); // a membership and its key are created on chain first
  const owned = await ownedMembership(request, 'Old Code Pass');
  const card = await createMembershipCard(request, owned.consumer, owned.copyId);
  // The code's life (5 minutes) is the API's own constant and its clock is the machine's: rather than
  // wait it out, the test signs the link the card would carry had it been shown 10 minutes ago, with
  // the stack's secret. The same signing reproduces the card's real link, so only the time is old.
  const exp = Number(new URL(card.qr_url).searchParams.get('exp'));
  expect(signedActivationLink(card.qr_url, exp)).toBe(card.qr_url);
  const expired = signedActivationLink(card.qr_url, Math.floor(Date.now() / 1000) - 600);

  const issuer = await staffPage(browser, owned.business.credentials);
  await issuer.goto(expired);
  await expect(statusCard(issuer).getByRole('alert')).toHaveText(MESSAGES.activation.codeExpired);

  const answer = await apiCalls(request, owned.consumer.accessToken).read(
    `/tokens/${card.id}/activate`,
    activationCardSchema,
  );
  expect(answer.status).toBe('PENDING');
  // The card's own, unexpired link still activates it.
  await issuer.goto(card.qr_url);
  await expect(statusCard(issuer).getByRole('alert')).toHaveText(MESSAGES.activation.activated(owned.title));
});
