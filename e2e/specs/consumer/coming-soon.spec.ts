import { MESSAGES } from '@keyclub/domain';
import { createVerifiedUser } from '../../support/accounts.ts';
import { chainNow, LAUNCH_STEP_MS, launchByChainClock } from '../../support/chain-clock.ts';
import { createMembership } from '../../support/memberships.ts';
import { expect, test } from '../../support/test.ts';

/**
 * The launch job reads the later of the API server's clock and the chain's
 * (docs/decisions/membership-lifecycle.md): the membership launches LAUNCH_STEP ahead of the chain's
 * clock, and the test moves the chain's clock there (the e2e clock's rule, support/chain-clock.ts),
 * then reloads the page as a visitor would until it is on sale.
 */
test('a coming-soon membership shows COMING SOON, then becomes buyable at its launch time without anyone acting', async ({
  api,
  page,
  request,
}) => {
  test.setTimeout(3 * 60_000); // a lock on chain
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = await api.categories();
  const title = `Opening soon ${Date.now().toString(36)}`;
  const launchAt = new Date((await chainNow()).getTime() + LAUNCH_STEP_MS);
  const membershipId = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories[0]?.id ?? 1,
    price: '12.00',
    launchAt,
  });

  await page.goto(`/public/token/${membershipId}`);
  const comingSoon = page.getByRole('button', { name: MESSAGES.membership.comingSoon });
  await expect(comingSoon).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Buy Membership' })).toHaveCount(0);
  // Its business page lists it, coming soon (the card says so: membership-card.test.tsx).
  const businessPage = await api.business(business.user.business?.id ?? 0);
  expect(businessPage.tokens.find((token) => token.id === membershipId)?.profile.status).toBe('PENDING');

  // At the launch time it is on sale: nobody acted but time.
  await page.goto(`/public/token/${membershipId}`);
  await expect(comingSoon).toBeDisabled();
  await launchByChainClock();
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        return page.getByRole('link', { name: 'Buy Membership' }).count();
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(1);
  expect((await chainNow()).getTime()).toBeGreaterThanOrEqual(launchAt.getTime());
  await expect(page.getByRole('button', { name: MESSAGES.membership.comingSoon })).toHaveCount(0);
});
