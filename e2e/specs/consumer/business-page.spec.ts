import { apiUrl } from '../../support/ports.ts';
import { DEMO, expect, test } from '../../support/test.ts';

interface BusinessPage {
  id: number;
  name: string;
  tokens: { id: number; profile: { title: string; category: { name: string } } }[];
}

test('a signed-in consumer sees a demo business page with its memberships by category', async ({
  page,
  request,
  signIn,
}) => {
  const login = await request.post(`${apiUrl}/auth/login`, { data: DEMO.business });
  const businessId = ((await login.json()) as { data: { business: { id: number } } }).data.business.id;
  const business = (
    (await (await request.get(`${apiUrl}/businesses/${businessId}`)).json()) as { data: BusinessPage }
  ).data;

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
