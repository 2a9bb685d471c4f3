import { createVerifiedUser, latestMailedCode, uniqueAccountValues } from '../../support/accounts.ts';
import { DEMO, expect, test } from '../../support/test.ts';

test('a consumer signs up through every step, verifies the mailed code and is logged in', async ({
  page,
  request,
}) => {
  const { email, username, phoneDigits } = uniqueAccountValues('shopper');
  const takenPhoneDigits = uniqueAccountValues('taken').phoneDigits;
  // Verified: a pending signup holds no phone number.
  await createVerifiedUser(request, 'CONSUMER', { phone_number: `+1${takenPhoneDigits}` });
  const password = 'Shopper!2026';

  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await page.getByText('I accept the Terms of Use and Privacy Policy').click();
  await signUp.click();

  await expect(page).toHaveURL(/\/auth\/signup\/fullname$/);
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('Quinn');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/auth\/signup\/address$/);
  await page.getByLabel('Address', { exact: true }).fill('200 Collins Ave');
  await page.getByLabel('City').fill('Miami');
  await page.getByLabel('State').selectOption('FL');
  await page.getByLabel('Zip Code').fill('331');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Zip Code must be 5 digits')).toBeVisible();
  await page.getByLabel('Zip Code').fill('33139');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/auth\/signup\/phone$/);
  const phone = page.getByLabel('Phone Number');
  await phone.pressSequentially(phoneDigits.slice(0, 6));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid US number')).toBeVisible();
  await phone.fill('');
  await phone.pressSequentially(takenPhoneDigits);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This phone number is already in use.')).toBeVisible();
  await phone.fill('');
  await phone.pressSequentially(phoneDigits);
  await expect(phone).toHaveValue(
    `+1 (${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)} ${phoneDigits.slice(6)}`,
  );
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/auth\/signup\/notifications$/);
  await expect(page.getByRole('checkbox', { name: 'Email me when I purchase a Membership' })).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Email me when one of my Memberships is redeemed' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Complete Sign Up' }).click();

  await expect(page).toHaveURL(/\/auth\/signup\/success$/);
  await expect(page.getByText('Your account has been created.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/auth\/verification$/);
  await expect(page.getByText(`${email.slice(0, 2)}***@keyclub.test`)).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  const code = await latestMailedCode(request, email);
  await page.getByLabel('Verification code').fill(code.slice(0, 5));
  await expect(verify).toBeDisabled();
  await page.getByLabel('Verification code').fill(code);
  await verify.click();

  await expect(page.getByText('Your account has been verified successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Memberships' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nora Quinn' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('keyclub.auth') ?? '{}').state);
  expect(stored.user).toMatchObject({
    email,
    status: 'ACTIVE',
    is_email_verified: true,
    phone_number: `+1${phoneDigits}`,
  });
  expect(stored.accessToken).toEqual(expect.any(String));
});

test('a later step without saved progress goes back to the first step', async ({ page }) => {
  await page.goto('/auth/signup/address');
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.goto('/auth/signup/success');
  await expect(page).toHaveURL(/\/auth\/signup$/);
  // Consumers have no profile step.
  await page.goto('/auth/signup/profile');
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('a reload mid-wizard keeps what was typed, asks for the password again, then goes on where it was', async ({
  page,
}) => {
  const { email, username } = uniqueAccountValues('reload');
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Reload!2026');
  await page.getByLabel('Confirm Password').fill('Reload!2026');
  await page.getByText('I accept the Terms of Use and Privacy Policy').click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/fullname$/);
  await page.getByLabel('First Name').fill('Rhea');
  await page.getByLabel('Last Name').fill('Lund');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/address$/);
  // Typed, not yet sent on with Next.
  await page.getByLabel('Address', { exact: true }).fill('9 Ocean Dr');
  await page.getByLabel('City').fill('Miami');

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByText('What you typed is kept. Enter your password again')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => sessionStorage.getItem('keyclub.signup') ?? '');
  expect(stored).toContain('9 Ocean Dr');
  expect(stored).not.toContain('Reload!2026');

  await page.getByLabel('Password', { exact: true }).fill('Reload!2026');
  await page.getByLabel('Confirm Password').fill('Reload!2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/address$/);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('9 Ocean Dr');
  await expect(page.getByLabel('City')).toHaveValue('Miami');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Rhea');
});

test('a taken email and username are refused with the spec messages', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(DEMO.consumer.email);
  await page.getByLabel('Username').focus();
  await expect(page.getByText('This email is already in use. Please use a different email.')).toBeVisible();
  await page.getByLabel('Username').fill('democonsumer');
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(
    page.getByText('This username is already in use. Please use a different username.'),
  ).toBeVisible();
});
