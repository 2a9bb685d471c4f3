import { DEMO, expect, test } from '../../support/test.ts';

test('a signed-in consumer sees a demo business page with its memberships by category', async ({
  api,
  page,
  signIn,
}) => {
  const { user } = await api.signIn(DEMO.business);
  const business = await api.business(user.business?.id ?? 0);

  // The page is protected: logged out, it sends the visitor to login with the way back.
  await page.goto(`/business-page/${business.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth/login/?\\?returnUrl=%2Fbusiness-page%2F${business.id}$`));
  await page.evaluate(() => window.localStorage.clear());

  await signIn(DEMO.consumer);
  await page.goto(`/business-page/${business.id}`);

  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Memberships' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'All Memberships' });
  await expect(grid.getByRole('listitem')).toHaveCount(business.tokens.length);
  const [first] = business.tokens;
  if (!first) throw new Error('the demo business has no memberships');
  await expect(grid.getByRole('link', { name: first.profile.title })).toHaveAttribute(
    'href',
    `/public/token/${first.id}`,
  );

  const inCategory = business.tokens.filter(
    (token) => token.profile.category.name === first.profile.category.name,
  );
  await page.getByRole('button', { name: `${first.profile.category.name} (${inCategory.length})` }).click();
  await expect(
    page.getByRole('list', { name: `${first.profile.category.name} Memberships` }).getByRole('listitem'),
  ).toHaveCount(inCategory.length);
  // Business-only controls stay hidden from consumers.
  await expect(page.getByRole('link', { name: 'Edit business profile' })).toHaveCount(0);
});
