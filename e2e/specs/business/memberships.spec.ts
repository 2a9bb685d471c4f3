import { createVerifiedUser } from '../../support/accounts.ts';
import { errorOf } from '../../support/api.ts';
import { apiUrl } from '../../support/ports.ts';
import { DEMO, expect, test } from '../../support/test.ts';
import { pngFile } from './memberships-images.ts';

test('a business creates a membership, finds it on its dashboard, detail and business page, and edits it', async ({
  api,
  page,
  request,
  signIn,
}) => {
  const { credentials } = await createVerifiedUser(request, 'BUSINESS');
  const { user, accessToken } = await signIn(credentials);
  const businessId = user.business?.id;
  const title = 'Chef Table Evenings';

  // A new business: empty dashboard and business page, both offering to create a membership.
  await page.goto(`/business-page/${businessId}`);
  await expect(page.getByText('Business does not have any Memberships')).toBeVisible();
  await expect(
    page.getByText('The business has not yet minted any Memberships. Check back soon for an update.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Membership' })).toHaveAttribute(
    'href',
    '/token/create',
  );
  await page.goto('/tokens');
  await expect(page.getByText('You do not have any Memberships')).toBeVisible();
  await page.getByRole('link', { name: 'Create Membership' }).click();

  await expect(page).toHaveURL(/\/token\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Membership' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A seat at the chef counter.');
  await page.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('12.50');
  await page.getByRole('textbox', { name: 'Renewal Price (USD)', exact: true }).fill('10');
  await page.getByRole('textbox', { name: 'Number of Memberships', exact: true }).fill('5');
  await page.getByRole('textbox', { name: 'Royalty (%)', exact: true }).fill('2');
  await page.getByRole('textbox', { name: 'Expiration Duration', exact: true }).fill('30');
  await expect(page.getByRole('combobox', { name: 'Lockout Period Unit' })).toHaveValue('HOURS');
  await expect(page.getByRole('combobox', { name: 'Expiration Duration Unit' })).toHaveValue('DAYS');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Restaurants' });

  await page.getByLabel('Art Image', { exact: true }).setInputFiles(pngFile('art.png'));
  await expect(page.getByRole('img', { name: 'Art image preview' })).toBeVisible();
  await page
    .getByLabel('Cover Images', { exact: true })
    .setInputFiles([pngFile('cover-1.png'), pngFile('cover-2.png')]);
  await expect(page.getByRole('img', { name: /Cover image \d preview/ })).toHaveCount(2);

  await page.getByRole('button', { name: 'Add Perk' }).click();
  await page.getByRole('textbox', { name: 'Perk 1', exact: true }).fill('Chef counter seat');
  await expect(page.getByText('83 characters remaining')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Perk 1 Description', exact: true })
    .fill('Watch the kitchen at work.');
  await page.getByRole('button', { name: 'Add Perk' }).click();
  await page.getByRole('textbox', { name: 'Perk 2', exact: true }).fill('Tasting menu');
  await page.getByRole('button', { name: 'Add Reservation' }).click();
  await page.getByRole('combobox', { name: 'Reservation 1 Type' }).selectOption('OPENTABLE');
  await page
    .getByRole('textbox', { name: 'Reservation 1 OpenTable Widget Link', exact: true })
    .fill('opentable.com/widget/chef');
  // An untouched row is dropped on save.
  await page.getByRole('button', { name: 'Add Reservation' }).click();

  await page.getByRole('button', { name: 'Create Membership' }).click();
  await expect(page.getByText('Token create successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/token\/confirmation\/\d+$/);
  const id = Number(page.url().split('/').at(-1));
  await expect(page.getByText('Membership has been successfully created.')).toBeVisible();
  await expect(page.getByRole('img', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Token' })).toHaveAttribute('href', `/token/edit/${id}`);

  const token = await api.token(id);
  expect(token.profile.gate).toEqual([
    { gate_configuration: { type: 'OPENTABLE' }, values: 'https://opentable.com/widget/chef' },
  ]);
  expect(token.profile.covers).toHaveLength(2);
  expect(token.profile.perks).toEqual(['Chef counter seat', 'Tasting menu']);
  expect(token.profile.perk_descriptions).toEqual(['Watch the kitchen at work.', '']);

  await page.getByRole('link', { name: 'View Token' }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's included?" })).toBeVisible();
  await expect(page.getByText('Watch the kitchen at work.')).toBeVisible();
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText('List Price')).toBeVisible();
  await expect(price.getByText('$12.50')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership Details' }).getByText('30 Days')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
    'href',
    `/business-page/${businessId}`,
  );

  await page.goto('/tokens');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Test$/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Business Page' })).toHaveAttribute(
    'href',
    `/business-page/${businessId}`,
  );
  await expect(page.getByRole('link', { name: 'Create Membership' })).toHaveAttribute(
    'href',
    '/token/create',
  );
  const ownList = page.getByRole('list', { name: 'My Memberships' });
  const row = ownList.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('$12.50')).toBeVisible();
  await expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/tokens/${id}`);
  await row.getByRole('link', { name: 'Edit' }).click();

  await expect(page).toHaveURL(new RegExp(`/token/edit/${id}$`));
  // Opened directly too (nothing cached): every stored value is in the form, the category included.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Category' }).locator('option:checked')).toHaveText(
    'Restaurants',
  );
  for (const [name, stored] of [
    ['Price (USD)', '12.5'],
    ['Renewal Price (USD)', '10'],
    ['Number of Memberships', '5'],
  ] as const) {
    const input = page.getByRole('textbox', { name, exact: true });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(stored);
  }
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
  await expect(page.getByRole('img', { name: /Cover image \d preview/ })).toHaveCount(2);
  const renamed = `${title} Plus`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Remove Cover 2' }).click();
  await page.getByRole('button', { name: 'Update Membership' }).click();
  await expect(page.getByText('Token updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(ownList.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();
  const edited = await api.token(id);
  expect(edited.profile).toMatchObject({ copies: 5, price: 12.5 });
  expect(edited.profile.covers).toHaveLength(1);

  // Copies is read-only in the form, so the API's own check is called directly: it refuses 0 copies.
  // Copies below sold copies needs sales, which do not exist yet: the API tests prove that message,
  // and membership-form.test.tsx proves a server message on copies shows under the copies field.
  const tooFew = await request.put(`${apiUrl}/tokens/${id}`, {
    headers: { 'x-access-token': accessToken },
    multipart: {
      title: renamed,
      description: 'A seat at the chef counter.',
      copies: '0',
      royalty: '2',
      lockout_period: '-1',
      lockout_period_type: 'HOURS',
      expiration_duration: '30',
      expiration_duration_type: 'DAYS',
      category_id: '4',
      perks: '[]',
      perk_descriptions: '[]',
      gate: '[]',
    },
  });
  expect((await errorOf('the edit', tooFew, 400)).errors).toContainEqual({
    field: 'copies',
    message: 'Number of memberships must be greater than 0, or -1 for unlimited.',
  });

  await page.goto(`/business-page/${businessId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Business' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Restaurants (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Restaurants Memberships' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Restaurants Memberships' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('$12.50')).toBeVisible();
  await expect(cards.getByRole('link', { name: renamed })).toHaveAttribute('href', `/public/token/${id}`);
  await page.getByRole('button', { name: 'All (1)' }).click();
  await expect(page.getByRole('heading', { name: 'All Memberships' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit business profile' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await page.getByRole('list', { name: 'All Memberships' }).getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(new RegExp(`/public/token/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
    'href',
    `/token/edit/${id}`,
  );
});

test("another business's membership is not found for editing, and shows no edit controls", async ({
  api,
  page,
  request,
  signIn,
}) => {
  const demoBusinessId = (await api.signIn(DEMO.business)).user.business?.id ?? 0;
  const [demoToken] = (await api.business(demoBusinessId)).tokens;
  if (!demoToken) throw new Error('the demo business has no memberships');

  await signIn((await createVerifiedUser(request, 'BUSINESS')).credentials);

  for (const path of [`/token/edit/${demoToken.id}`, `/token/confirmation/${demoToken.id}`]) {
    await page.goto(path);
    await expect(page.getByText('No Membership found')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Membership form' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit Token' })).toHaveCount(0);
  }

  await page.goto(`/public/token/${demoToken.id}`);
  await expect(page.getByRole('region', { name: 'Price' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.goto(`/business-page/${demoBusinessId}`);
  await expect(page.getByRole('heading', { name: 'All Memberships' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit business profile' })).toHaveCount(0);
});
