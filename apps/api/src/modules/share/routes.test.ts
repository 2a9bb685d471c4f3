import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, files, tokenProfiles } from '../../db/schema/index.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The content of every `<meta property|name="key">` of a page, as a browser would decode it. */
function metaTags(html: string): Record<string, string> {
  const decode = (text: string) =>
    text
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const tags: Record<string, string> = {};
  for (const [, key = '', content = ''] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)">/g,
  ))
    tags[key] = decode(content);
  return tags;
}

describe.each(productionEngine())('shareable links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const fetchAs = (path: string, userAgent: string) =>
    t.app.request(path, { headers: { 'User-Agent': userAgent } });

  async function withArt(profileId: number) {
    const key = `share-art-${profileId}.png`;
    const [art] = await t.deps.db
      .insert(files)
      .values({ storageKey: key, mimeType: 'image/png', sizeBytes: 1 })
      .returning({ id: files.id });
    await t.deps.db
      .update(tokenProfiles)
      .set({ artImageFileId: art?.id })
      .where(eq(tokenProfiles.id, profileId));
    return t.deps.storage.url(key);
  }

  it('answers a crawler with the membership’s Open Graph and Twitter tags', async () => {
    const seller = await listingBusiness(t);
    await t.deps.db
      .update(businesses)
      .set({ name: 'Harbor Supper Club' })
      .where(eq(businesses.id, seller.businessId));
    const membership = await seller.membership('Chef’s Table', { price: '45.50' });
    const image = await withArt(membership.profileId);
    const response = await fetchAs(`/share/tokens/${membership.tokenId}`, SLACK);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('vary')).toContain('User-Agent');
    const html = await response.text();
    const canonical = `${t.deps.env.consumerAppUrl}/public/token/${membership.tokenId}`;
    const tags = metaTags(html);
    expect(tags).toMatchObject({
      'og:title': 'Chef’s Table',
      'og:url': canonical,
      'og:image': image,
      'product:price:amount': '45.50',
      'product:price:currency': 'USD',
      'product:brand': 'Harbor Supper Club',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Chef’s Table',
      'twitter:image': image,
    });
    expect(tags['og:description']).toContain('Harbor Supper Club · List Price $45.50');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
  });

  it('sends people to the membership’s page in the consumer app', async () => {
    const seller = await listingBusiness(t);
    const membership = await seller.membership('Sunday Jazz');
    const response = await fetchAs(`/share/tokens/${membership.tokenId}`, PHONE);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `${t.deps.env.consumerAppUrl}/public/token/${membership.tokenId}`,
    );
    expect(response.headers.get('vary')).toContain('User-Agent');
  });

  it('keeps a hostile title text: no tag, attribute or script of its own reaches the page', async () => {
    const seller = await listingBusiness(t);
    const title = `"><script>alert('x')</script><meta property="og:image" content="https://evil.test/x.png">`;
    const membership = await seller.membership(title);
    const html = await (await fetchAs(`/share/tokens/${membership.tokenId}`, FACEBOOK)).text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('evil.test/x.png">');
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:image"/g)).toBeNull();
    expect(metaTags(html)['og:title']).toBe(title);
  });

  it('previews no paused membership and no membership of an unverified business (404)', async () => {
    const seller = await listingBusiness(t);
    const paused = await seller.membership('Paused pass', { status: 'ARCHIVED' });
    expect((await fetchAs(`/share/tokens/${paused.tokenId}`, SLACK)).status).toBe(404);
    const pending = await listingBusiness(t, 'PENDING');
    const hidden = await pending.membership('Not yet public');
    expect((await fetchAs(`/share/tokens/${hidden.tokenId}`, SLACK)).status).toBe(404);
    expect((await fetchAs('/share/tokens/999999999', SLACK)).status).toBe(404);
  });

  it('answers a crawler with the business page’s tags and sends people to the page', async () => {
    const seller = await listingBusiness(t);
    await t.deps.db
      .update(businesses)
      .set({ name: 'Rooftop & Co', description: 'Drinks above the city.' })
      .where(eq(businesses.id, seller.businessId));
    const canonical = `${t.deps.env.consumerAppUrl}/business-page/${seller.businessId}`;
    const crawler = await fetchAs(`/share/businesses/${seller.businessId}`, SLACK);
    expect(crawler.status).toBe(200);
    const tags = metaTags(await crawler.text());
    expect(tags).toMatchObject({
      'og:title': 'Rooftop & Co',
      'og:url': canonical,
      'twitter:title': 'Rooftop & Co',
    });
    expect(tags['og:description']).toContain('Drinks above the city.');
    const person = await fetchAs(`/share/businesses/${seller.businessId}`, PHONE);
    expect(person.status).toBe(302);
    expect(person.headers.get('location')).toBe(canonical);
    const unverified = await listingBusiness(t, 'PENDING');
    expect((await fetchAs(`/share/businesses/${unverified.businessId}`, SLACK)).status).toBe(404);
  });
});
