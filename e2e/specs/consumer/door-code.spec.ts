import { fileURLToPath } from 'node:url';
import { activationCardSchema, MESSAGES } from '@keyclub/domain';
import type { Browser, Locator, Page } from '@playwright/test';
import { apiCalls } from '../../support/api.ts';
import { openMembershipCard } from '../../support/membership-card-page.ts';
import { ownedMembership } from '../../support/owned-membership.ts';
import { businessUrl } from '../../support/ports.ts';
import { type Credentials, DEMO, signIn } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

// Issue 36 item 4, the manual lookup at the door: when the member's screen cannot be scanned, staff
// type the membership ID and door code shown under the QR code. Only the issuing business may; a
// wrong code voids the card. With the door flow's screenshot references (the member's card, the
// staff's verdict) at both viewports: what changes per run (QR, code, ids, times, title) is masked.

/** Keeps the card's shot the same from run to run (no bottom nav over it, one title box). */
const STEADY_SHOT = fileURLToPath(new URL('../../support/door-screenshots.css', import.meta.url));

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The business app's scanner for this staff member, in a browser context of its own. */
async function openScanner(
  browser: Browser,
  viewport: { width: number; height: number },
  staff: Credentials,
) {
  const context = await browser.newContext({ baseURL: businessUrl, viewport });
  const page = await context.newPage();
  await signIn(page, page.request, staff);
  await page.goto('/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan Membership Cards' })).toBeVisible();
  return { page, close: () => context.close() };
}

/** Types the numbers into the scanner's manual lookup and answers the verdict that covers the screen. */
async function typeDoorCode(scanner: Page, membershipId: string, code: string, verdict: 'Valid' | 'Invalid') {
  const form = scanner.getByRole('form', { name: 'Can’t scan it?' });
  await form.getByLabel('Membership ID').fill(membershipId);
  await form.getByLabel('Door code').fill(code);
  await form.getByRole('button', { name: 'Check card' }).click();
  const dialog = scanner.getByRole('dialog', { name: verdict });
  await expect(dialog).toBeVisible();
  return dialog;
}

const doorCodeOf = async (card: Locator) =>
  ((await card.getByTestId('door-code').textContent()) ?? '').trim();

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('staff type the membership ID and door code: another business finds nothing, a wrong code voids the card, the fresh code is Valid', async ({
      page,
      request,
      browser,
    }) => {
      test.slow(); // a membership and its key are created on chain first
      const owned = await ownedMembership(request, 'Door Code');
      await signIn(page, page.request, owned.consumer.credentials);
      const activationId = await openMembershipCard(page, owned.copyId);
      const card = page.getByRole('region', { name: owned.title });
      const membershipId = card.getByTestId('membership-id');
      await expect(membershipId).toHaveText(String(owned.copyId));
      await expect(card.getByTestId('door-code')).toHaveText(/^\d{3} \d{3}$/);
      const firstCode = await doorCodeOf(card);
      await expect(card.getByRole('timer')).toHaveText(/^Code valid for \d:\d\d$/);
      await expect(card).toHaveScreenshot(`member-card-${viewport.width}.png`, {
        stylePath: STEADY_SHOT,
        mask: [
          card.getByRole('heading', { name: owned.title }),
          card.getByRole('img'),
          card.getByTestId('door-code'),
          membershipId,
          card.getByRole('timer'),
          card.getByTestId('generated-at'),
        ],
      });

      // Staff of another business: the copy is nobody they can see, and the card stays valid.
      const stranger = await openScanner(browser, viewport, DEMO.business);
      try {
        const refused = await typeDoorCode(stranger.page, String(owned.copyId), firstCode, 'Invalid');
        await expect(refused).toContainText(MESSAGES.empty.searchResults);
      } finally {
        await stranger.close();
      }
      const stillPending = await apiCalls(request, owned.consumer.accessToken).read(
        `/tokens/${activationId}/activate`,
        activationCardSchema,
      );
      expect(stillPending.status).toBe('PENDING');

      const staff = await openScanner(browser, viewport, owned.business.credentials);
      try {
        // A typo: the card is void; the member's page says so and shows a new code.
        const [first, second] = firstCode.split(' ');
        const typo = `${second} ${first}` === firstCode ? '000 001' : `${second} ${first}`;
        const wrong = await typeDoorCode(staff.page, String(owned.copyId), typo, 'Invalid');
        await expect(wrong).toContainText(MESSAGES.activation.wrongDoorCode);
        await wrong.getByRole('button', { name: 'Scan next' }).click();
        await expect(card.getByText(MESSAGES.membershipCard.expired)).toBeVisible();
        await card.getByRole('button', { name: MESSAGES.membershipCard.newCode }).click();
        await expect(page).not.toHaveURL(new RegExp(`/tokens/${activationId}/scan$`));
        await expect(card.getByTestId('door-code')).toHaveText(/^\d{3} \d{3}$/);
        const freshCode = await doorCodeOf(card);

        const valid = await typeDoorCode(staff.page, String(owned.copyId), freshCode, 'Valid');
        await expect(valid).toContainText(MESSAGES.activation.activated(owned.title));
        await expect(valid).toContainText('MemberTest Member');
        await expect(valid.getByRole('button', { name: 'Scan next' })).toBeFocused();
        await expect(staff.page).toHaveScreenshot(`staff-verdict-${viewport.width}.png`, {
          // The run's title is in the message and the Membership row.
          mask: [
            valid.getByRole('alert'),
            valid.getByText(owned.title, { exact: true }),
            valid.getByTestId('activated-at'),
          ],
        });
        await expect(card.getByText(MESSAGES.membershipCard.activated)).toBeVisible();
      } finally {
        await staff.close();
      }
    });
  });
}

test.describe('on a phone, offline', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('the open card stays on screen while the network is down, says so, and renews its code once back', async ({
    page,
    request,
    signIn: signInPage,
  }) => {
    test.slow(); // a membership and its key are created on chain first
    const owned = await ownedMembership(request, 'Offline Card');
    // The page's timers and Date are Playwright's, so the code's minutes pass on demand.
    await page.clock.install();
    await signInPage(owned.consumer.credentials);
    await openMembershipCard(page, owned.copyId);
    const firstCardUrl = page.url();
    const card = page.getByRole('region', { name: owned.title });
    const qrCode = card.getByRole('img', { name: `Membership card code for ${owned.title}` });
    await expect(qrCode).toBeVisible();
    const offlineNotice = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(offlineNotice).toHaveCount(0);

    await page.context().setOffline(true);
    await expect(offlineNotice).toBeVisible();
    // Past two polls and the renewal's moment: the card, its code and its count stay.
    await page.clock.fastForward('04:31');
    await expect(qrCode).toBeVisible();
    await expect(card.getByTestId('door-code')).toBeVisible();
    await expect(card.getByRole('timer')).toHaveText(/^Code valid for 0:(2\d|1\d)$/);
    expect(page.url()).toBe(firstCardUrl);

    await page.context().setOffline(false);
    await expect(page).not.toHaveURL(firstCardUrl);
    await expect(card.getByRole('timer')).toHaveText(/^Code valid for (5:00|4:[45]\d)$/);
    await expect(offlineNotice).toHaveCount(0);
  });
});
