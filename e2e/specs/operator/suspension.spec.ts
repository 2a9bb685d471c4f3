/**
 * Issue 35, the operator console's suspensions, on a 390×844 phone: the operator finds a membership
 * a consumer holds and suspends it with a reason. It leaves the consumer's search, its holder still
 * shows a Membership Card and is told by mail, and the audit log says who did it and why.
 */
import { MESSAGES } from '@keyclub/domain';
import { E2E_OPERATOR } from '../../support/operator.ts';
import { readOutbox } from '../../support/outbox.ts';
import { ownedMembership } from '../../support/owned-membership.ts';
import { expectAccessiblePage, expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { consumerUrl } from '../../support/ports.ts';
import { signIn as signInPage } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

test('the operator suspends a membership: it leaves search, and its holder can still show a card', async ({
  page,
  request,
  signIn,
}) => {
  test.slow(); // a membership and its key are created on chain first
  const owned = await ownedMembership(request, 'Suspended pass');
  const holder = await page.context().newPage();
  await signInPage(holder, request, owned.consumer.credentials);
  const search = () => holder.goto(`${consumerUrl}/search?${new URLSearchParams({ query: owned.title })}`);
  // The membership's card in the results is a link (the heading also names the query).
  const found = holder.getByRole('link').filter({ hasText: owned.title });
  await search();
  await expect(found.first()).toBeVisible();

  await page.setViewportSize(PHONE);
  await signIn(E2E_OPERATOR);
  await page.goto('/operator/suspensions');
  await expect(page.getByRole('heading', { name: 'Suspensions', level: 1 })).toBeVisible();
  await expectAccessiblePage(page, 'Suspensions | Keyclub Business');

  const reason = 'Reported as a scam by its buyers';
  await page.getByLabel('Reason for the change').fill(reason);
  await page.getByLabel('Find a membership by title').fill(owned.title);
  await page.getByRole('button', { name: `Suspend membership ${owned.title}` }).click();
  const suspended = page.getByRole('list', { name: 'Suspended memberships' }).getByRole('listitem');
  // The answer waits for the lock's sales write (the API's answer window, 15 s), then the list is read
  // again: past the default 20 s on a busy machine.
  await expect(suspended.filter({ hasText: owned.title })).toContainText(`“${reason}”`, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: `Restore ${owned.title}` })).toBeVisible();
  await expectNoWiderThanScreen(page);

  // Gone from the consumer's search.
  await search();
  await expect(holder.getByText(MESSAGES.empty.searchResults)).toBeVisible();
  await expect(found).toHaveCount(0);

  // Its holder keeps the key and shows a card, and was told.
  await holder.goto(`${consumerUrl}/tokens/${owned.copyId}?owned=true`);
  await holder.getByRole('button', { name: 'Membership Card' }).click();
  await expect(holder).toHaveURL(/\/tokens\/\d+\/scan$/);
  await expect(holder.getByRole('img', { name: `Membership card code for ${owned.title}` })).toBeVisible();
  await expect
    .poll(async () =>
      (await readOutbox(request, owned.consumer.credentials.email)).map((mail) => mail.subject),
    )
    .toContain(`${owned.title}: sales are suspended`);

  await page.goto('/operator/audit');
  const latest = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem').first();
  await expect(latest).toContainText('Suspended a membership');
  await expect(latest).toContainText(`“${reason}”`);
  await expect(latest).toContainText(`by ${E2E_OPERATOR.email}`);
});
