import { readFile } from 'node:fs/promises';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { DEMO, expect, test } from '../../support/test.ts';

// The business's members (issue 37 item 4): the CSV the page exports holds exactly its holders.

test.use({ viewport: PHONE });

test('the members page lists the holders and exports them as CSV', async ({ api, page, signIn }) => {
  const session = await signIn(DEMO.business);
  const { data: holders, meta } = await api.as(session.accessToken).members('limit=50');
  expect(meta.total).toBeGreaterThan(0);

  await page.goto('/members');
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(holders.length, 12) + 1);
  const [newest] = holders;
  if (!newest) throw new Error('the demo business has no members');
  await expect(table.getByRole('row').nth(1)).toContainText(`${newest.title} #${newest.serial}`);
  await expectNoWiderThanScreen(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('keyclub-members.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Membership,Copy,Name,Email,State,Expires,Last activation,Joined');
  // The demo's titles and names hold no comma or quote: each row starts with title, copy, name, email.
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual(
    holders.map((holder) => [holder.title, holder.serial, holder.name, holder.email ?? ''].join(',')),
  );
});
