import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { expect, test } from '../../support/test.ts';
import { oversizedPngFile, pngFile, textFile } from './memberships-images.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form field labelled `label` (its label may end with the required mark). */
const field = (page: Page, label: string) =>
  page
    .locator('[data-scope="field"][data-part="root"]')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${escapeRegExp(label)}\\*?$`) }) });

async function expectUnder(page: Page, label: string, message: string) {
  await expect(field(page, label).getByText(message, { exact: true })).toBeVisible();
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// Messages the form cannot produce (unit, perk/description pairing, non-file image, copies below
// sold copies) are proven by domain, API and component tests: docs/decisions/memberships-ui.md.
test('every membership form rule shows its message under its field', async ({ page, request, signIn }) => {
  await signIn((await createVerifiedUser(request, 'BUSINESS')).credentials);
  await page.goto('/token/create');
  const submit = page.getByRole('button', { name: 'Create Membership' });

  await submit.click();
  await expectUnder(page, 'Title', 'Title is required.');
  await expectUnder(page, 'Description', 'Description is required.');
  await expectUnder(page, 'Price (USD)', 'Price is required.');
  await expectUnder(page, 'Renewal Price (USD)', 'Renewal Price is required.');
  await expectUnder(page, 'Category', 'Category is required.');
  await expectUnder(page, 'Art Image', 'Art Image is required');
  await expectUnder(page, 'Cover Images', 'Cover image is required');
  await expect(page).toHaveURL(/\/token\/create$/);

  await textbox(page, 'Title').fill('abc');
  await textbox(page, 'Description').fill('d'.repeat(5001));
  await textbox(page, 'Terms and Conditions').fill('t'.repeat(5001));
  await textbox(page, 'Price (USD)').fill('12345678');
  await textbox(page, 'Renewal Price (USD)').fill('1234567890');
  await textbox(page, 'Number of Memberships').fill('0');
  await textbox(page, 'Royalty (%)').fill('abc');
  // Lockout starts off (its toggle); turned on, it asks for a number like the others.
  await page.getByText('No lockout', { exact: true }).click();
  await textbox(page, 'Lockout Period').fill('0');
  await textbox(page, 'Expiration Duration').fill('0');
  await page.getByRole('button', { name: 'Add Perk' }).click();
  await page.getByRole('button', { name: 'Add Perk' }).click();
  await textbox(page, 'Perk 2').fill('p'.repeat(101));
  await textbox(page, 'Perk 2 Description').fill('d'.repeat(501));
  await expect(field(page, 'Perk 2').getByText('1 character over the limit')).toBeVisible();
  for (let row = 0; row < 4; row += 1) await page.getByRole('button', { name: 'Add Reservation' }).click();
  await page.getByRole('combobox', { name: 'Reservation 1 Type' }).selectOption('OPENTABLE');
  await page.getByRole('combobox', { name: 'Reservation 2 Type' }).selectOption('REDIRECT');
  await textbox(page, 'Reservation 3 OpenTable Widget Link').fill('example.com/book');
  await page.getByRole('combobox', { name: 'Reservation 4 Type' }).selectOption('REDIRECT');
  await textbox(page, 'Reservation 4 Redirect Link').fill('not a link');

  await submit.click();
  await expectUnder(page, 'Title', 'Title must be between 5 and 50 characters.');
  await expectUnder(page, 'Description', 'Description must be at most 5000 characters.');
  await expectUnder(page, 'Terms and Conditions', 'Terms and conditions must be at most 5000 characters.');
  await expectUnder(
    page,
    'Price (USD)',
    'Price must be 0 or a number of up to 7 digits with at most 2 decimals.',
  );
  await expectUnder(
    page,
    'Renewal Price (USD)',
    'Renewal Price must be 0 or a number of up to 9 digits with at most 2 decimals.',
  );
  await expectUnder(
    page,
    'Number of Memberships',
    'Number of memberships must be greater than 0, or -1 for unlimited.',
  );
  await expectUnder(page, 'Royalty (%)', 'Royalty must be a number');
  await expectUnder(page, 'Lockout Period', 'Lockout Period must be greater than 0, or -1 for no lockout.');
  await expectUnder(
    page,
    'Expiration Duration',
    'Expiration Duration must be greater than 0, or -1 to never expire.',
  );
  await expectUnder(page, 'Perk 1', 'Perk is required.');
  await expectUnder(page, 'Perk 2', 'Perk must be at most 100 characters.');
  await expectUnder(page, 'Perk 2 Description', 'Perk description must be at most 500 characters.');
  await expectUnder(page, 'Reservation 1 OpenTable Widget Link', 'Table reservation link is required.');
  await expectUnder(page, 'Reservation 2 Redirect Link', 'Redirect field is required.');
  await expectUnder(page, 'Reservation 3 Type', 'Open table is required.');
  await expectUnder(page, 'Reservation 4 Redirect Link', 'Please enter a valid link.');

  // After a submit each change is checked again: every further bad value shows its own message.
  const moreBadValues: [label: string, value: string, message: string][] = [
    ['Royalty (%)', '-1', 'Royalty must be greater than or equal to 0'],
    ['Royalty (%)', '11', 'Royalty must be less than or equal to 10%'],
    ['Number of Memberships', '', 'Number of memberships is required.'],
    ['Number of Memberships', '1.5', 'Number of memberships must be a whole number.'],
    ['Lockout Period', '', 'Lockout Period is required.'],
    ['Lockout Period', '2.5', 'Lockout Period must be a whole number.'],
    ['Expiration Duration', '', 'Expiration Duration is required.'],
    ['Expiration Duration', '30.5', 'Expiration Duration must be a whole number.'],
  ];
  for (const [label, value, message] of moreBadValues) {
    await textbox(page, label).fill(value);
    await expectUnder(page, label, message);
  }

  await page.getByLabel('Art Image', { exact: true }).setInputFiles(textFile('notes.txt'));
  await expectUnder(page, 'Art Image', 'Only PNG, GIF and JPG images are allowed.');
  await page.getByLabel('Cover Images', { exact: true }).setInputFiles(oversizedPngFile('huge.png'));
  await expectUnder(page, 'Cover Images', 'Maximum allowed image size  is 10MB.');
  await page
    .getByLabel('Cover Images', { exact: true })
    .setInputFiles(['1', '2', '3', '4'].map((n) => pngFile(`cover-${n}.png`)));
  await expectUnder(page, 'Cover Images', 'Maximum 3 cover images are allowed.');
  await page.getByRole('button', { name: 'Remove Cover 4' }).click();
  await expect(field(page, 'Cover Images').getByText('Maximum 3 cover images are allowed.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/token\/create$/);
});
