/**
 * Issue 37 part 4, a member's privacy, on 390×844 phones: "Share my email with businesses I join" is
 * off for a new consumer, and the business's /members shows their name without their email; turned
 * on, the business sees the email; turned off again, it is gone.
 */
import type { Page } from '@playwright/test';
import { ownedMembership } from '../../support/owned-membership.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { businessUrl } from '../../support/ports.ts';
import { signIn as signInTab } from '../../support/sign-in.ts';
import { expect, test } from '../../support/test.ts';

const LABEL = 'Share my email with businesses I join';

test.use({ viewport: PHONE });

test('the business sees a member’s email only while their privacy switch is on', async ({
  browser,
  page,
  request,
  signIn,
}) => {
  const { business, consumer: member, title } = await ownedMembership(request, 'Privacy pass');
  const email = member.credentials.email;
  const name = `${member.user.first_name} ${member.user.last_name}`;

  // The business, in a browser of its own.
  const businessTab: Page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInTab(businessTab, request, business.credentials);
  const memberRow = businessTab
    .getByRole('table', { name: 'Members' })
    .getByRole('row')
    .filter({ hasText: title });
  const seeMembers = async () => {
    await businessTab.goto(`${businessUrl}/members`);
    await expect(memberRow).toContainText(name);
  };

  await signIn(member.credentials);
  await page.goto('/settings?tab=notifications');
  const privacy = page.getByRole('region', { name: 'Privacy' }).getByRole('checkbox', { name: LABEL });
  await expect(privacy).not.toBeChecked();
  await expectNoWiderThanScreen(page);
  await seeMembers();
  await expect(memberRow).not.toContainText(email);

  await page.getByText(LABEL).click();
  await expect(page.getByText('Notification setting updated successfully.')).toBeVisible();
  await expect(privacy).toBeChecked();
  await seeMembers();
  await expect(memberRow).toContainText(email);
  await expectNoWiderThanScreen(businessTab);

  await page.reload();
  await expect(privacy).toBeChecked();
  await page.getByText(LABEL).click();
  await expect(privacy).not.toBeChecked();
  await expect
    .poll(async () => {
      await seeMembers();
      return (await memberRow.textContent()) ?? '';
    })
    .not.toContain(email);
  await businessTab.context().close();
});
