import type { Token } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiCalls } from '../../support/api.ts';
import { expectNoWiderThanScreen, PHONE } from '../../support/page-checks.ts';
import { apiUrl, consumerUrl } from '../../support/ports.ts';
import { DEMO, expect, test } from '../../support/test.ts';

// Shareable links (issue 37 item 3): the Share button hands out the API's /share link, which answers
// a link-preview fetcher with the membership's tags and sends a person to the consumer page.
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

async function listedMembership(request: APIRequestContext): Promise<Token> {
  const answer = await apiCalls(request).marketPlace('page=1&limit=12');
  const parent = answer.data.find((token) => token.parent_id === null);
  if (!parent) throw new Error('the seeded marketplace lists no membership');
  return parent;
}

/** The content of `<meta property="key">` in a preview page (the demo titles hold no entities). */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(html)?.[1];

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('Share opens the share sheet with a link that previews the membership and opens its page', async ({
    page,
    request,
  }) => {
    const token = await listedMembership(request);
    // The test browser has no share sheet: this one records what it was handed.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`/public/token/${token.id}`);
    await expect(page.getByRole('heading', { level: 1, name: token.profile.title })).toBeVisible();
    await expectNoWiderThanScreen(page);
    await page.getByRole('button', { name: 'Share' }).click();

    const shareUrl = `${apiUrl}/share/tokens/${token.id}`;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ url: shareUrl, title: token.profile.title });

    // What a chat app shows when the link is pasted.
    const preview = await request.get(shareUrl, { headers: { 'User-Agent': SLACK } });
    expect(preview.status()).toBe(200);
    const html = await preview.text();
    const canonical = `${consumerUrl}/public/token/${token.id}`;
    expect(metaOf(html, 'og:title')).toBe(token.profile.title);
    expect(metaOf(html, 'og:url')).toBe(canonical);

    // Whoever opens it lands on the membership's page.
    await page.goto(shareUrl);
    await expect(page).toHaveURL(canonical);
    await expect(page.getByRole('heading', { level: 1, name: token.profile.title })).toBeVisible();
  });
});

test.describe('without a share sheet', () => {
  test.use({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });

  test('Share on the business page copies its link and says so', async ({ page, request, signIn }) => {
    const token = await listedMembership(request);
    await signIn(DEMO.consumer);
    await page.goto(`/business-page/${token.business.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${apiUrl}/share/businesses/${token.business.id}`);
    await expectNoWiderThanScreen(page);

    const preview = await request.get(copied, { headers: { 'User-Agent': SLACK } });
    expect(metaOf(await preview.text(), 'og:url')).toBe(`${consumerUrl}/business-page/${token.business.id}`);
  });
});
