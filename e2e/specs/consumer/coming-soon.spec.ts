import { MESSAGES } from '@keyclub/domain';
import { createVerifiedUser } from '../../support/accounts.ts';
import { createMembership } from '../../support/memberships.ts';
import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

/**
 * The launch is the API's clock, not the browser's (page.clock moves only the page) nor the chain's:
 * the membership launches a little after it is created, and the test waits for that time as a
 * visitor would, reloading the page.
 */
const LAUNCH_AFTER_MS = 150_000;

test('a coming-soon membership shows COMING SOON, then becomes buyable at its launch time without anyone acting', async ({
  page,
  request,
}) => {
  test.setTimeout(6 * 60_000); // a lock on chain, then the wait for the launch
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = (await (await request.get(`${apiUrl}/categories`)).json()) as { data: { id: number }[] };
  const title = `Opening soon ${Date.now().toString(36)}`;
  const launchAt = new Date(Date.now() + LAUNCH_AFTER_MS);
  const membershipId = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories.data[0]?.id ?? 1,
    price: '12.00',
    launchAt,
  });

  await page.goto(`/public/token/${membershipId}`);
  const comingSoon = page.getByRole('button', { name: MESSAGES.membership.comingSoon });
  await expect(comingSoon).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Buy Membership' })).toHaveCount(0);
  // Its business page lists it, coming soon (the card says so: membership-card.test.tsx).
  const businessId = (business.user.business as { id: number }).id;
  const businessPage = (await (await request.get(`${apiUrl}/businesses/${businessId}`)).json()) as {
    data: { tokens: { id: number; profile: { status: string } }[] };
  };
  expect(businessPage.data.tokens.find((token) => token.id === membershipId)?.profile.status).toBe('PENDING');

  // At the launch time it is on sale: nobody acted.
  await page.goto(`/public/token/${membershipId}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        return page.getByRole('link', { name: 'Buy Membership' }).count();
      },
      { timeout: LAUNCH_AFTER_MS + 90_000, intervals: [5_000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(launchAt.getTime());
  await expect(page.getByRole('button', { name: MESSAGES.membership.comingSoon })).toHaveCount(0);
});
