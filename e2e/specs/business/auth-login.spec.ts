import { createVerifiedUser } from '../../support/accounts.ts';
import { expect, test } from '../../support/test.ts';
import { loginFlowTests, userMenuName } from '../shared/auth-login-flows.ts';

loginFlowTests('BUSINESS');

test('a logged-in business user opening the app root lands on /tokens, not on the login form', async ({
  page,
  request,
  signIn,
}) => {
  const { credentials } = await createVerifiedUser(request, 'BUSINESS');
  await signIn(credentials);
  await page.goto('/');
  await expect(page).toHaveURL(/\/tokens$/);
  await expect(page.getByRole('button', { name: userMenuName('BUSINESS') })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
});
