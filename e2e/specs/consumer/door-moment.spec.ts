import {
  activationCardSchema,
  activationSchema,
  dataEnvelope,
  formatLocaleDateTime,
  MESSAGES,
} from '@keyclub/domain';
import { apiCalls } from '../../support/api.ts';
import { ownedMembership } from '../../support/owned-membership.ts';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

// Issue 36 item 4, the member's side of the door: the card first on the owned page, the card naming
// its holder and counting down its code, a fresh code before it lapses, and 'Activated at …' after.
const TIME_ZONE = 'America/New_York';
const LOCALE = 'en-GB';
/** A code just made: 5:00, or a few seconds less on a busy machine. */
const FRESH_CODE = /^Code valid for (5:00|4:[45]\d)$/;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, timezoneId: TIME_ZONE, locale: LOCALE });

    test('the Membership Card is at the top; the card names its holder and expiry, counts down and renews its code, and once activated the owned page says when', async ({
      page,
      request,
      signIn,
    }) => {
      test.slow(); // a membership and its key are created on chain first
      const owned = await ownedMembership(request, 'Door Card');
      // The page's timers and Date are Playwright's, so the code's 5 minutes pass on demand.
      await page.clock.install();
      await signIn(owned.consumer.credentials);
      await page.goto(`/tokens/${owned.copyId}?owned=true`);
      const cardButton = page.getByRole('button', { name: 'Membership Card' });
      await expect(cardButton).toBeInViewport();
      await cardButton.click();

      await expect(page).toHaveURL(/\/tokens\/\d+\/scan$/);
      const firstCardUrl = page.url();
      const card = page.getByRole('region', { name: owned.title });
      await expect(card.getByTestId('holder-name')).toHaveText('Test Member');
      await expect(card.getByTestId('membership-expiry')).toHaveText(MESSAGES.membership.neverExpires);
      const timer = card.getByRole('timer');
      await expect(timer).toHaveText(FRESH_CODE);
      const qrCode = card.getByRole('img', { name: `Membership card code for ${owned.title}` });
      await expect(qrCode).toBeVisible();
      const firstCode = await qrCode.getAttribute('src');

      // 4 min 31 s later the page is still open: a fresh code is there before the old one lapses.
      await page.clock.fastForward('04:31');
      await expect(page).not.toHaveURL(firstCardUrl);
      await expect(page).toHaveURL(/\/tokens\/\d+\/scan$/);
      await expect(timer).toHaveText(FRESH_CODE);
      const activationId = Number(/\/tokens\/(\d+)\/scan$/.exec(page.url())?.[1]);
      // The image now draws the fresh card's code (its link is read back from the API, as the page has it).
      await expect(qrCode).not.toHaveAttribute('src', firstCode ?? '');
      const fresh = await apiCalls(request, owned.consumer.accessToken).read(
        `/tokens/${activationId}/activate`,
        activationCardSchema,
      );
      const link = fresh.qr_url ?? '';
      expect(link).toContain(`/tokens/${activationId}/activate?exp=`);

      // Staff activate the fresh code; the owned page then says when instead of offering a card.
      const query = new URL(link).searchParams;
      const activated = await request.post(`${apiUrl}/tokens/${activationId}/activate`, {
        headers: { 'x-access-token': owned.business.accessToken },
        data: { exp: Number(query.get('exp')), sig: query.get('sig') },
      });
      expect(activated.status()).toBe(200);
      const { data } = dataEnvelope(activationSchema).parse(await activated.json());
      await expect(card.getByText(MESSAGES.membershipCard.activated)).toBeVisible();
      await page.goto(`/tokens/${owned.copyId}?owned=true`);
      const when = formatLocaleDateTime(data.activated_at ?? '', { locale: LOCALE, timeZone: TIME_ZONE });
      await expect(page.getByRole('status').filter({ hasText: `Activated at ${when}` })).toBeInViewport();
      await expect(cardButton).toHaveCount(0);
    });
  });
}
