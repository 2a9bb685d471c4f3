import { activationSchema, MESSAGES } from '@keyclub/domain';
import { createVerifiedUser } from '../../support/accounts.ts';
import { createMembershipCard, ownedMembership } from '../../support/owned-membership.ts';
import { expectAccessiblePage } from '../../support/page-checks.ts';
import { openScanner, statusCard } from '../../support/staff-scanner.ts';
import { expect, test } from '../../support/test.ts';

test("staff scan a member's card with the camera: activated at once, and Scan next reads it again as already activated", async ({
  api,
  playwright,
  launchOptions,
  request,
}, testInfo) => {
  test.slow(); // a membership and its key are created on chain first
  const owned = await ownedMembership(request, 'Scanner Pass');
  const card = await createMembershipCard(request, owned.consumer, owned.copyId);
  const scanner = await openScanner(
    { chromium: playwright.chromium, launchOptions },
    testInfo.outputPath('card.y4m'),
    owned.business.credentials,
    { showing: card.qr_url, permission: true },
  );
  try {
    const { page } = scanner;
    await expect(page.getByLabel('Camera')).toBeVisible();
    const status = statusCard(page);
    await expect(status.getByRole('alert')).toHaveText(MESSAGES.activation.activated(owned.title));
    // The verdict covers the screen: green Valid, whose card it is, Scan next at hand.
    const verdict = page.getByRole('dialog', { name: 'Valid' });
    await expect(verdict).toBeVisible();
    await expect(verdict).toContainText('Activated at');
    const { first_name, last_name } = owned.consumer.user;
    await expect(verdict).toContainText(`Member${String(first_name)} ${String(last_name)}`);
    await expect(verdict.getByRole('button', { name: 'Scan next' })).toBeFocused();
    await expectAccessiblePage(page, 'Scan Membership Cards | Keyclub Business');
    const activation = await api
      .as(owned.consumer.accessToken)
      .read(`/tokens/${card.id}/activate`, activationSchema);
    expect(activation.status).toBe('ACTIVE');

    // The next in the queue: the same card is still in front of the camera.
    await page.getByRole('button', { name: 'Scan next' }).click();
    await expect(status.getByRole('alert')).toHaveText(MESSAGES.activation.alreadyActivated(owned.title));
    await expect(page.getByRole('dialog', { name: 'Invalid' })).toBeVisible();
  } finally {
    await scanner.close();
  }
});

test('a code that is not a membership card is named as such, and nothing is activated', async ({
  playwright,
  launchOptions,
  request,
}, testInfo) => {
  const staff = await createVerifiedUser(request, 'BUSINESS');
  const scanner = await openScanner(
    { chromium: playwright.chromium, launchOptions },
    testInfo.outputPath('menu.y4m'),
    staff.credentials,
    { showing: 'https://example.com/menu', permission: true },
  );
  try {
    await expect(scanner.page.getByRole('alert')).toHaveText(MESSAGES.cardScanner.notACard);
    await expect(statusCard(scanner.page)).toHaveCount(0);
  } finally {
    await scanner.close();
  }
});

test('a camera the browser may not use, or none at all, is explained', async ({
  playwright,
  launchOptions,
  request,
}, testInfo) => {
  const staff = await createVerifiedUser(request, 'BUSINESS');
  const denied = await openScanner(
    { chromium: playwright.chromium, launchOptions },
    testInfo.outputPath('denied.y4m'),
    staff.credentials,
    { showing: 'https://example.com/', permission: false },
  );
  try {
    await expect(denied.page.getByRole('alert')).toContainText(MESSAGES.cardScanner.cameraDenied);
    await expect(denied.page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    await denied.close();
  }
  const none = await openScanner({ chromium: playwright.chromium, launchOptions }, '', staff.credentials, {
    showing: null,
    permission: true,
  });
  try {
    await expect(none.page.getByRole('alert')).toContainText(MESSAGES.cardScanner.noCamera);
  } finally {
    await none.close();
  }
});
