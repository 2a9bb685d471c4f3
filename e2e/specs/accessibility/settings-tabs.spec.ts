/**
 * /settings is one route with a tab per part (SPEC section 2): every tab of each build, checked like
 * the routes of every-route.spec.ts, as the demo user of that build.
 */
import { expectAccessiblePage } from '../../support/page-checks.ts';
import { businessUrl, consumerUrl } from '../../support/ports.ts';
import { DEMO, expect, test } from '../../support/test.ts';

for (const build of [
  {
    as: 'consumer',
    url: consumerUrl,
    appName: 'Keyclub',
    tabs: ['General', 'Security', 'Notifications', 'Payouts'],
  },
  {
    as: 'business',
    url: businessUrl,
    appName: 'Keyclub Business',
    tabs: ['General', 'Security', 'Notifications', 'Profile', 'Payouts'],
  },
] as const) {
  test(`${build.as} build: every settings tab`, async ({ page, signIn }) => {
    await signIn(DEMO[build.as]);
    await page.goto(`${build.url}/settings`);
    await expect(page.getByRole('tab')).toHaveText([...build.tabs]);
    for (const tab of build.tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectAccessiblePage(page, `Settings | ${build.appName}`);
    }
  });
}
