import { createVerifiedUser } from '../../support/accounts.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { expect, test } from '../../support/test.ts';
import { pngFile } from './memberships-images.ts';

test.use({ viewport: PHONE });

test('the membership form starts sensibly, says Unlimited and Never instead of -1, guides the images, previews the card, and explains what edit locks', async ({
  api,
  page,
  request,
  signIn,
}) => {
  const { credentials } = await createVerifiedUser(request, 'BUSINESS');
  await signIn(credentials);
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  const title = `Oyster Bar ${Date.now().toString(36)}`;

  // Sensible defaults: a run of 100 copies lasting 365 days, no lockout (a toggle, not -1).
  await page.goto('/token/create');
  await expect(textbox('Number of Memberships')).toHaveValue('100');
  await expect(textbox('Expiration Duration')).toHaveValue('365');
  await expect(page.getByRole('combobox', { name: 'Expiration Duration Unit' })).toHaveValue('DAYS');
  await expect(page.getByRole('checkbox', { name: 'No lockout' })).toBeChecked();
  await expect(textbox('Lockout Period')).toHaveCount(0);
  await expect(page.getByText('-1', { exact: false })).toHaveCount(0);

  // Unlimited and Never replace typing -1; turning Never off brings the typed number back.
  await page.getByText('Unlimited', { exact: true }).click();
  await expect(textbox('Number of Memberships')).toHaveCount(0);
  await page.getByText('Never', { exact: true }).click();
  await expect(textbox('Expiration Duration')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Expiration Duration Unit' })).toBeDisabled();
  await page.getByText('Never', { exact: true }).click();
  await expect(textbox('Expiration Duration')).toHaveValue('365');
  // A duration typed in hours is read back in days.
  await textbox('Expiration Duration').fill('2160');
  await page.getByRole('combobox', { name: 'Expiration Duration Unit' }).selectOption('HOURS');
  await expect(page.getByText('That is 90 days.')).toBeVisible();

  // Image guidance, and the card as consumers will see it, drawn as the form is filled.
  await expect(page.getByText(/A square image of at least 800 × 800 px/)).toBeVisible();
  await expect(page.getByText(/1 to 3 wide images of at least 1600 × 900 px \(16:9\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Show card preview' }).click();
  const preview = page.getByRole('list', { name: 'Card preview' });
  await expect(preview).toContainText('Your membership title');
  await expect(preview).toContainText('Test Business');
  await textbox('Title').fill(title);
  await textbox('Price (USD)').fill('18.50');
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('$18.50');
  await expect(preview.locator('img')).toHaveCount(0);
  await page.getByLabel('Art Image', { exact: true }).setInputFiles(pngFile('art.png'));
  await expect(preview.locator('img')).toHaveAttribute('src', /^blob:/);
  await expectNoWiderThanScreen(page);

  await textbox('Description').fill('Half a dozen on the house, every Friday.');
  await textbox('Renewal Price (USD)').fill('15');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Restaurants' });
  await page.getByLabel('Cover Images', { exact: true }).setInputFiles([pngFile('cover.png')]);
  await page.getByRole('button', { name: 'Create Membership' }).click();
  // The membership's lock is made on chain first: the business waits for it, so does the test.
  await expect(page).toHaveURL(/\/token\/confirmation\/\d+$/, { timeout: 90_000 });
  const id = Number(page.url().split('/').at(-1));

  // The API keeps what it stores: -1 for unlimited, the hours as typed.
  const token = await api.token(id);
  expect(token.profile).toMatchObject({
    copies: -1,
    expiration_duration: 2160,
    expiration_duration_type: 'HOURS',
  });

  // Edit: 2160 hours reads as 90 days; each locked field says why it is locked.
  await page.goto(`/token/edit/${id}`);
  await expect(textbox('Title')).toHaveValue(title);
  await expect(textbox('Expiration Duration')).toHaveValue('90');
  await expect(page.getByRole('combobox', { name: 'Expiration Duration Unit' })).toHaveValue('DAYS');
  await expect(page.getByRole('checkbox', { name: 'Unlimited' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Unlimited' })).toBeDisabled();
  await expect(textbox('Price (USD)')).toHaveAccessibleDescription(
    'Fixed once created: the membership’s lock on the blockchain sells at this price.',
  );
  await expect(textbox('Renewal Price (USD)')).toHaveAccessibleDescription(
    'Fixed once created: holders bought it counting on this renewal price.',
  );
  await expect(
    page.getByText('Fixed once created: buyers were told how many exist (0 sold so far).'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
    'Memberships are sold in US dollars.',
  );
  await expectNoWiderThanScreen(page);
});
