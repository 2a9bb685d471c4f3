import type { Token } from '@keyclub/domain';
import type { Page } from '@playwright/test';
import { createVerifiedUser } from '../../support/accounts.ts';
import { apiCalls } from '../../support/api.ts';
import { isApiImage, isApiRead } from '../../support/api-requests.ts';
import { PHONE } from '../../support/page-checks.ts';
import { apiUrl } from '../../support/ports.ts';
import { DEMO, expect, test } from '../../support/test.ts';

// Issue 32 item 1: the consumer's web server renders a visitor's /marketplace and
// /public/token/{id} into their HTML (apps/consumer/src/server, docs/performance.md "The largest
// paint"); the browser hydrates that markup instead of painting the page again.

test.use({ viewport: PHONE });

async function leadMembership(page: Page) {
  const [membership] = (await apiCalls(page.request).marketPlace('is_recommended=true&page=1&limit=1')).data;
  if (!membership) throw new Error('the demo seed features no membership');
  return membership;
}

/** The image a membership leads with where it is shown large (memberships' `leadImageOf`). */
const leadImageOf = (membership: Token) =>
  (membership.profile.covers[0]?.file ?? membership.profile.art_image)?.url;

/** The images the markup names. */
const imageSourcesOf = (html: string) =>
  [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].flatMap((match) => match[1] ?? []);

/**
 * Records, from the first byte, whether the page's heading was taken off the page while the page
 * was still the one loaded (a second render of it, not a hydration; leaving it for another is not).
 */
async function watchHeading(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { __headingRemoved: boolean };
    const loaded = window.location.pathname;
    flags.__headingRemoved = false;
    new MutationObserver((records) => {
      if (window.location.pathname !== loaded) return;
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            flags.__headingRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __headingRemoved: boolean }).__headingRemoved);
}

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test("the marketplace's HTML holds its featured membership and the membership's image", async ({
    page,
  }) => {
    const featured = await leadMembership(page);
    await page.goto('/marketplace');
    await expect(page.getByText(featured.profile.title).first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Recently listed' }).getByRole('listitem').first(),
    ).toBeVisible();
    const html = await (await page.request.get('/marketplace')).text();
    const lead = leadImageOf(featured);
    expect(lead).toBeTruthy();
    expect(imageSourcesOf(html)).toContain(lead);
  });

  test("a membership's HTML holds its name, its price and its lead image", async ({ page }) => {
    const membership = await leadMembership(page);
    await page.goto(`/public/token/${membership.id}`);
    await expect(page.getByRole('heading', { level: 1, name: membership.profile.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buy Membership' })).toBeVisible();
    const lead = leadImageOf(membership);
    await expect(page.locator(`img[src="${lead}"]`).first()).toBeAttached();
  });
});

test("a visitor's membership page is hydrated, not painted again, and then leads to buying it", async ({
  page,
  request,
}) => {
  const membership = await leadMembership(page);
  const headingRemoved = await watchHeading(page);
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  const dataReads: string[] = [];
  page.on('request', (request) => {
    if (isApiRead()(request) && !isApiImage(request)) dataReads.push(request.url());
  });
  await page.goto(`/public/token/${membership.id}`);
  const buy = page.getByRole('link', { name: 'Buy Membership' }).filter({ visible: true });
  await buy.click();
  // The click was the hydrated app's: a navigation inside it, to login and back here.
  await expect(page).toHaveURL(/\/login\/?\?returnUrl=/);
  expect(await headingRemoved()).toBe(false);
  expect(pageErrors).toEqual([]);
  // The page's reads came with its HTML: the browser did not ask for the membership again.
  expect(dataReads.filter((url) => url.startsWith(`${apiUrl}/tokens/${membership.id}`))).toEqual([]);

  const { credentials } = await createVerifiedUser(request, 'CONSUMER');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/public/token/${membership.id}$`));
  await page.getByRole('link', { name: 'Buy Membership' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tokens/${membership.id}/buy`));
});

test('the marketplace hydrates with its data and asks the API for none of it again', async ({ page }) => {
  const headingRemoved = await watchHeading(page);
  const dataReads: string[] = [];
  page.on('request', (request) => {
    if (isApiRead()(request) && !isApiImage(request)) dataReads.push(request.url());
  });
  await page.goto('/marketplace');
  const recent = page.getByRole('list', { name: 'Recently listed' });
  await recent.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/public\/token\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await headingRemoved()).toBe(false);
  expect(dataReads.filter((url) => url.includes('/market-place?'))).toEqual([]);
});

test('a signed-in visitor gets the app as ever: its reads carry the session', async ({ page, signIn }) => {
  const membership = await leadMembership(page);
  await signIn(DEMO.consumer);
  const read = page.waitForRequest(isApiRead(`/tokens/${membership.id}`));
  await page.goto(`/public/token/${membership.id}`);
  expect(await (await read).headerValue('x-access-token')).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: membership.profile.title })).toBeVisible();
  // The visitor's header the server rendered (Login, Register) is gone: the signed-in app replaced it.
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});
