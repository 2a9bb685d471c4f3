import { LOCAL_ACCOUNTS } from '@keyclub/chain/node';
import {
  businessWithTokensSchema,
  CATEGORY_NAMES,
  categorySchema,
  dataEnvelope,
  tokenSchema,
  userSchema,
} from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businesses, tokenProfiles } from '../../db/schema/index.ts';
import {
  categoryId,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

// Test files run in parallel against one chain: a signer of our own keeps nonces from colliding.
const SIGNER = LOCAL_ACCOUNTS[9];

const businessPageSchema = z.object({
  data: businessWithTokensSchema,
  meta: z.object({ categories: z.array(categorySchema) }),
});

describe.each(productionEngine())('GET /businesses/{id} on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { API_SIGNER_PRIVATE_KEY: SIGNER.privateKey });
  });
  afterAll(() => t.close());

  async function create(session: TestSession, title: string, category: string) {
    const response = await t.app.request('/tokens', {
      method: 'POST',
      headers: session.headers,
      body: membershipForm(membershipFields(await categoryId(t, category), { title }), {
        art_image: await pngFile('art.png'),
        covers: [await pngFile('cover.png')],
      }),
    });
    expect(response.status).toBe(201);
    return dataEnvelope(tokenSchema).parse(await response.json()).data;
  }

  it('shows the business, its active memberships newest first and a count per category', async () => {
    const owner = await signedInUser(t, 'BUSINESS', { city: 'Houston', state: 'TX' });
    await create(owner, 'Late night pass', 'Nightlife');
    await create(owner, 'Weekend brunch', 'Restaurants');
    await create(owner, 'Dance floor pass', 'Nightlife');
    const archived = await create(owner, 'Retired membership', 'Nightlife');
    await t.deps.db
      .update(tokenProfiles)
      .set({ status: 'ARCHIVED' })
      .where(eq(tokenProfiles.id, archived.profile.id));
    await create(await signedInUser(t, 'BUSINESS'), 'Not this business', 'Nightlife');

    // Public: no session needed.
    const response = await t.app.request(`/businesses/${owner.businessId}`);
    expect(response.status).toBe(200);
    const { data, meta } = businessPageSchema.parse(await response.json());
    expect(data).toMatchObject({
      id: owner.businessId,
      description: 'A place for tests.',
      city: 'Dallas',
      state: 'TX',
      owner: { city: 'Houston', state: 'TX' },
      website: 'https://example.com',
      facebook: null,
      logo: null,
    });
    expect(data.tokens.map((token) => token.profile.title)).toEqual([
      'Dance floor pass',
      'Weekend brunch',
      'Late night pass',
    ]);
    expect(meta.categories.map((category) => category.name)).toEqual([...CATEGORY_NAMES]);
    const counts = Object.fromEntries(meta.categories.map((category) => [category.name, category.count]));
    expect(counts).toEqual({
      Entertainment: 0,
      Clubs: 0,
      Retail: 0,
      Restaurants: 1,
      Hotels: 0,
      Events: 0,
      Nightlife: 2,
    });
  });

  it('shows a business as /auth/me shows it to its owner, also where its profile lacks a city and state', async () => {
    const owner = await signedInUser(t, 'BUSINESS', { city: 'Houston', state: 'TX' });
    const businessId = owner.businessId ?? 0;
    await t.deps.db.update(businesses).set({ city: null, state: null }).where(eq(businesses.id, businessId));

    const me = dataEnvelope(userSchema).parse(
      await (await t.app.request('/auth/me', { headers: owner.headers })).json(),
    );
    const page = businessPageSchema.parse(await (await t.app.request(`/businesses/${businessId}`)).json());

    const { tokens: _tokens, ...business } = page.data;
    expect(me.data.business).toEqual(business);
    expect(business).toMatchObject({ city: 'Houston', state: 'TX' });
  });

  it('answers 404 for an unknown business', async () => {
    expect((await t.app.request('/businesses/999999')).status).toBe(404);
  });
});
