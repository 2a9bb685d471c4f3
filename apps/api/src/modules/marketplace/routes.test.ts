import {
  VALIDATION_MESSAGES as M,
  MARKETPLACE_DEFAULT_LIMIT,
  MARKETPLACE_MAX_LIMIT,
  pagedEnvelope,
  TITLE_MAX_LENGTH,
  tokenSchema,
} from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenProfiles, tokens } from '../../db/schema/index.ts';
import { listingBusiness, uniqueWord } from '../../testing/fixtures/listed-memberships.ts';
import { categoryId } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const marketplacePageSchema = pagedEnvelope(tokenSchema);
type MarketplacePage = ReturnType<typeof marketplacePageSchema.parse>;

const titles = (page: MarketplacePage) => page.data.map((token) => token.profile.title);
const ids = (page: MarketplacePage) => page.data.map((token) => token.id);

// Every test names its rows with a word of its own and searches for it, so the tests share one
// database without seeing each other's rows.
describe.each(productionEngine())('GET /market-place on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function list(query: Record<string, string | number>) {
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
    const response = await t.app.request(`/market-place?${search}`);
    expect(response.status).toBe(200);
    return marketplacePageSchema.parse(await response.json());
  }

  it('lists recently listed memberships newest first, 12 to a page, for visitors', async () => {
    const { membership } = await listingBusiness(t);
    // Later than anything else in the database, so they lead the unfiltered list.
    const older = await membership('Tomorrow brunch club', { createdAt: new Date('2099-01-01T10:00:00Z') });
    const newer = await membership('Tomorrow night pass', { createdAt: new Date('2099-01-02T10:00:00Z') });

    const page = await list({});
    expect(page.meta).toMatchObject({ page: 1, limit: MARKETPLACE_DEFAULT_LIMIT });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    expect(ids(page).slice(0, 2)).toEqual([newer.tokenId, older.tokenId]);
    expect(page.data[0]).toMatchObject({
      parent_id: null,
      owner: null,
      profile: { status: 'ACTIVE', title: 'Tomorrow night pass', available_copies_count: 10 },
    });
  });

  it('lists only ACTIVE memberships with a copy left, of active businesses, sold through Keyclub', async () => {
    const word = uniqueWord();
    const { membership, copy } = await listingBusiness(t);
    const open = await membership(`${word} open`);
    await membership(`${word} unlimited`, { copies: -1, availableCopiesCount: -1 });
    await membership(`${word} coming soon`, { status: 'PENDING' });
    await membership(`${word} retired`, { status: 'ARCHIVED' });
    await membership(`${word} sold out`, { availableCopiesCount: 0, soldCopiesCount: 10 });
    await membership(`${word} external`, { contractType: 'EXTERNAL' });
    await (await listingBusiness(t, 'PENDING')).membership(`${word} unverified business`);
    await (await listingBusiness(t, 'ARCHIVED')).membership(`${word} deleted business`);
    await copy(open);
    await copy(open, new Date());

    const page = await list({ title: word });
    expect(titles(page)).toEqual([`${word} unlimited`, `${word} open`]);
    expect(page.meta.total).toBe(2);
    expect(page.data.every((token) => token.parent_id === null)).toBe(true);
  });

  it('filters by the featured, recommended and hot flags, alone or together', async () => {
    const word = uniqueWord();
    const { membership } = await listingBusiness(t);
    await membership(`${word} plain`);
    await membership(`${word} featured`, { isFeatured: true });
    await membership(`${word} recommended`, { isRecommended: true });
    await membership(`${word} hot`, { isHot: true });
    await membership(`${word} featured hot`, { isFeatured: true, isHot: true });

    const named = async (query: Record<string, string>) =>
      titles(await list({ title: word, ...query })).map((title) => title.slice(word.length + 1));
    expect(await named({ is_featured: 'true' })).toEqual(['featured hot', 'featured']);
    expect(await named({ is_featured: 'false' })).toEqual(['hot', 'recommended', 'plain']);
    expect(await named({ is_recommended: 'true' })).toEqual(['recommended']);
    expect(await named({ is_hot: 'true' })).toEqual(['featured hot', 'hot']);
    expect(await named({ is_featured: 'true', is_hot: 'true' })).toEqual(['featured hot']);
    expect(await named({ is_featured: 'true', is_recommended: 'true' })).toEqual([]);
  });

  it('filters by category; an unknown category is an empty page', async () => {
    const word = uniqueWord();
    const { membership } = await listingBusiness(t);
    await membership(`${word} club night`, { category: 'Nightlife' });
    await membership(`${word} tasting menu`, { category: 'Restaurants' });
    await membership(`${word} late bar`, { category: 'Nightlife' });

    const restaurants = await list({ title: word, category_id: await categoryId(t, 'Restaurants') });
    expect(titles(restaurants)).toEqual([`${word} tasting menu`]);
    expect(restaurants.data[0]?.profile.category.name).toBe('Restaurants');
    const nightlife = await list({ title: word, category_id: await categoryId(t, 'Nightlife') });
    expect(titles(nightlife)).toEqual([`${word} late bar`, `${word} club night`]);

    const unknown = await list({ category_id: 2_147_483_647 });
    expect(unknown).toEqual({ data: [], meta: { page: 1, limit: MARKETPLACE_DEFAULT_LIMIT, total: 0 } });
  });

  it('pages with the total, in one stable order when memberships were listed at the same instant', async () => {
    const word = uniqueWord();
    const { membership } = await listingBusiness(t);
    const sameInstant = new Date('2001-01-01T00:00:00Z');
    const created = [];
    for (let index = 0; index < 7; index++) {
      // Titles out of insertion order, so no other column can stand in for the id.
      created.push(await membership(`${word} ${(index * 3) % 7}`, { createdAt: sameInstant }));
    }

    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await list({ title: word, limit: 3, page }));
    expect(pages.map((page) => page.meta)).toEqual(
      [1, 2, 3, 4].map((page) => ({ page, limit: 3, total: 7 })),
    );
    expect(pages.map((page) => page.data.length)).toEqual([3, 3, 1, 0]);
    // The id breaks the tie: every membership once, newest id first, across the pages.
    const newestIdFirst = created.map((row) => row.tokenId).sort((a, b) => b - a);
    expect(pages.flatMap(ids)).toEqual(newestIdFirst);
    // Asking again gives the same pages.
    expect(ids(await list({ title: word, limit: 3, page: 2 }))).toEqual(newestIdFirst.slice(3, 6));
  });

  it('searches titles case-insensitively, with % _ and \\ matching themselves', async () => {
    const word = uniqueWord();
    const { membership } = await listingBusiness(t);
    for (const title of [
      'Save 50% tonight',
      'Save 500 tonight',
      'A_B pass',
      'AxB pass',
      'back\\slash',
      'backslash',
    ]) {
      await membership(`${word} ${title}`);
    }
    const found = async (title: string) =>
      titles(await list({ title })).map((name) => name.slice(word.length + 1));

    expect(await found(`${word} save 50%`)).toEqual(['Save 50% tonight']);
    expect(await found(`${word} SAVE 50`)).toEqual(['Save 500 tonight', 'Save 50% tonight']);
    expect(await found(`${word} a_b`)).toEqual(['A_B pass']);
    expect(await found(`${word} back\\`)).toEqual(['back\\slash']);
    expect(await found(`  ${word.toUpperCase()} axb  `)).toEqual(['AxB pass']);
    expect(await found(`${word} %`)).toEqual([]);
    // A blank search is no filter.
    expect((await list({ title: '   ' })).meta.total).toBe((await list({})).meta.total);
  });

  it('lists open resale listings with is_parent=false, most recently listed first', async () => {
    const word = uniqueWord();
    const { membership, copy } = await listingBusiness(t);
    const parent = await membership(`${word} resold`);
    const listedFirst = await copy(parent, new Date('2026-01-01T10:00:00Z'));
    const listedLast = await copy(parent, new Date('2026-02-01T10:00:00Z'));
    await copy(parent);
    // Listings of an ARCHIVED membership or of a deleted business account are not for sale.
    await copy(await membership(`${word} retired`, { status: 'ARCHIVED' }), new Date('2026-03-01T10:00:00Z'));
    const deleted = await listingBusiness(t, 'ARCHIVED');
    await deleted.copy(await deleted.membership(`${word} gone`), new Date('2026-03-02T10:00:00Z'));

    const page = await list({ title: word, is_parent: 'false' });
    expect(ids(page)).toEqual([listedLast, listedFirst]);
    expect(page.meta.total).toBe(2);
    expect(page.data.every((token) => token.parent_id === parent.tokenId && token.is_open_for_sale)).toBe(
      true,
    );
  });

  it('refuses a second parent token for a membership, so counting profiles counts memberships', async () => {
    const { membership } = await listingBusiness(t);
    const { profileId } = await membership(`${uniqueWord()} single parent`);
    const [profile] = await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, profileId));
    await expect(
      t.deps.db.insert(tokens).values({ tokenProfileId: profileId, businessId: profile?.businessId ?? 0 }),
    ).rejects.toThrow();
  });

  it('is in the OpenAPI document with its query parameters and the Token answer', async () => {
    type Operation = { parameters: { name: string; in: string }[]; responses: Record<string, unknown> };
    const document = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, { get?: Operation }>;
    };
    const operation = document.paths['/market-place']?.get;
    expect(
      operation?.parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name),
    ).toEqual(
      expect.arrayContaining([
        'page',
        'limit',
        'is_parent',
        'is_featured',
        'is_recommended',
        'is_hot',
        'category_id',
        'title',
      ]),
    );
    expect(JSON.stringify(operation?.responses['200'])).toContain('#/components/schemas/Token');
  });

  it('answers 400 with the domain texts for a query it cannot serve', async () => {
    const cases: [string, string, string][] = [
      ['limit=0', 'limit', M.limitInvalid(MARKETPLACE_MAX_LIMIT)],
      [`limit=${MARKETPLACE_MAX_LIMIT + 1}`, 'limit', M.limitInvalid(MARKETPLACE_MAX_LIMIT)],
      ['page=first', 'page', M.pageInvalid],
      ['is_hot=yes', 'is_hot', M.flagInvalid('is_hot')],
      ['is_parent=1', 'is_parent', M.flagInvalid('is_parent')],
      ['category_id=-3', 'category_id', M.recordIdInvalid],
      [`title=${'x'.repeat(TITLE_MAX_LENGTH + 1)}`, 'title', M.searchTooLong],
    ];
    for (const [query, field, message] of cases) {
      const response = await t.app.request(`/market-place?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ message, errors: [{ field, message }] });
    }
  });
});
