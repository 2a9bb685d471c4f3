import { randomUUID } from 'node:crypto';
import { type Token, tokenDetailMetaSchema, tokenSchema, userSchema } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { files, gates, tokenCovers, tokenPerks, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { categoryId, signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { recordQueries } from '../../testing/query-recorder.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const detailBody = z.object({ data: tokenSchema, meta: tokenDetailMetaSchema });

describe.each(productionEngine())('GET /tokens/{id}, the membership detail, on %s', (kind) => {
  let t: TestApp;
  let business: TestSession;
  let holder: TestSession;
  let stranger: TestSession;
  let nightlife: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [business, holder, stranger] = [
      await signedInUser(t, 'BUSINESS'),
      await signedInUser(t, 'CONSUMER', { city: 'Reno', state: 'NV' }),
      await signedInUser(t, 'CONSUMER'),
    ];
    nightlife = await categoryId(t, 'Nightlife');
  });
  afterAll(() => t.close());

  async function insertFile() {
    const key = `images/${randomUUID()}.png`;
    const [row] = await t.deps.db
      .insert(files)
      .values({ storageKey: key, mimeType: 'image/png', sizeBytes: 100, thumbnailKey: `${key}-thumb` })
      .returning({ id: files.id });
    if (!row) throw new Error('Inserting the file returned nothing');
    return { id: row.id, key };
  }

  /**
   * An ACTIVE membership of `business` written directly, with perks, covers and gates inserted out
   * of their display order, and one copy per owner in `copyOwners`.
   */
  async function membership(copyOwners: TestSession[]) {
    const art = await insertFile();
    const [profile] = await t.deps.db
      .insert(tokenProfiles)
      .values({
        businessId: business.businessId ?? 0,
        categoryId: nightlife,
        title: 'Detail membership',
        description: 'Read in one query.',
        price: '10.50',
        renewalPrice: '5.00',
        floorPrice: '8.00',
        status: 'ACTIVE',
        copies: 10,
        availableCopiesCount: 10 - copyOwners.length,
        soldCopiesCount: copyOwners.length,
        royalty: '2.50',
        expirationDuration: 30,
        artImageFileId: art.id,
        termsAndConditions: 'Personal.',
      })
      .returning({ id: tokenProfiles.id });
    if (!profile) throw new Error('Inserting the profile returned nothing');
    await t.deps.db.insert(tokenPerks).values([
      { tokenProfileId: profile.id, position: 1, perk: 'Welcome drink', description: '' },
      { tokenProfileId: profile.id, position: 0, perk: 'Chef table', description: 'Once a month.' },
    ]);
    const [firstCover, secondCover] = [await insertFile(), await insertFile()];
    const [secondCoverRow, firstCoverRow] = await t.deps.db
      .insert(tokenCovers)
      .values([
        { tokenProfileId: profile.id, fileId: secondCover.id, position: 1 },
        { tokenProfileId: profile.id, fileId: firstCover.id, position: 0 },
      ])
      .returning({ id: tokenCovers.id });
    if (!firstCoverRow || !secondCoverRow) throw new Error('Inserting the covers returned nothing');
    await t.deps.db.insert(gates).values([
      { tokenProfileId: profile.id, type: 'REDIRECT', value: 'https://example.com/book', position: 1 },
      { tokenProfileId: profile.id, type: 'OPENTABLE', value: 'https://opentable.com/r/x', position: 0 },
    ]);
    const insertToken = async (values: { parentId?: number; ownerId: number }) => {
      const [row] = await t.deps.db
        .insert(tokens)
        .values({ tokenProfileId: profile.id, businessId: business.businessId ?? 0, ...values })
        .returning({ id: tokens.id });
      if (!row) throw new Error('Inserting the token returned nothing');
      return row.id;
    };
    const parent = await insertToken({ ownerId: business.userId });
    const copies: number[] = [];
    for (const owner of copyOwners)
      copies.push(await insertToken({ parentId: parent, ownerId: owner.userId }));
    const url = (key: string) => ({ url: t.deps.storage.url(key) });
    return {
      parent,
      copies,
      art: { art_image: url(art.key), thumbnail: url(`${art.key}-thumb`) },
      covers: [
        { id: firstCoverRow.id, file: url(firstCover.key) },
        { id: secondCoverRow.id, file: url(secondCover.key) },
      ],
    };
  }

  const read = async (id: number, viewer?: TestSession) => {
    const response = await t.app.request(`/tokens/${id}`, viewer ? { headers: viewer.headers } : {});
    expect(response.status).toBe(200);
    return detailBody.parse(await response.json());
  };

  it('keeps every field of the token: profile lists in display order, business, serial number, owner', async () => {
    const { parent, copies, art, covers } = await membership([stranger, holder]);
    const { data: businessView } = await read(parent, business);
    const copy = (await read(copies[1] ?? 0, holder)).data;

    const profile: Token['profile'] = {
      id: copy.profile.id,
      title: 'Detail membership',
      description: 'Read in one query.',
      price: 10.5,
      currency: 'USD',
      category: { id: nightlife, name: 'Nightlife' },
      status: 'ACTIVE',
      available_copies_count: 8,
      sold_copies_count: 2,
      copies: 10,
      royalty: 2.5,
      lockout_period: -1,
      lockout_period_type: 'HOURS',
      expiration_duration: 30,
      expiration_duration_type: 'DAYS',
      renewal_price: 5,
      floor_price: 8,
      contract_address: null,
      contract_type: 'INTERNAL',
      blockchain_network_id: null,
      token_type: 'MULTIPLE',
      ...art,
      covers,
      perks: ['Chef table', 'Welcome drink'],
      perk_descriptions: ['Once a month.', ''],
      gate: [
        { gate_configuration: { type: 'OPENTABLE' }, values: 'https://opentable.com/r/x' },
        { gate_configuration: { type: 'REDIRECT' }, values: 'https://example.com/book' },
      ],
      terms_and_conditions: 'Personal.',
    };
    const me = await t.app.request('/auth/me', { headers: business.headers });
    const businessAsShownEverywhere = z.object({ data: userSchema }).parse(await me.json()).data.business;
    expect(copy).toEqual({
      id: copies[1],
      token_id: 2,
      token_id_bc: null,
      parent_id: parent,
      business: businessAsShownEverywhere,
      profile,
      owner: { id: holder.userId, first_name: 'Test', last_name: 'User', city: 'Reno', state: 'NV' },
      // The owner's status: no key yet, so nothing expires.
      owner_info: { status: 'ACTIVE', expiration_readable: null },
      is_open_for_sale: false,
      is_bc_token_expired: false,
      expires_at: null,
      last_token_activation: null,
      listing_amount: null,
      total_amount: null,
      commission_amount: null,
      commission_percentage: 0,
      transaction_amount: null,
      transaction_percentage: 0,
    });
    expect(businessView).toEqual({
      ...copy,
      id: parent,
      token_id: null,
      parent_id: null,
      owner: null,
      owner_info: null,
    });
  });

  it('reads a membership in one database round trip, beside the session lookup of a signed-in caller', async () => {
    const { copies } = await membership([holder]);
    const copy = copies[0] ?? 0;
    const recorder = recordQueries(t.deps.db);
    try {
      const visitorView = await read(copy);
      expect(visitorView.data.profile.perks).toHaveLength(2);
      expect(recorder.statements).toHaveLength(1);

      recorder.statements.length = 0;
      const ownerView = await read(copy, holder);
      expect(ownerView.meta.owned_token_id).toBe(copy);
      const reads = recorder.statements.filter((statement) => !/from "sessions"/.test(statement));
      expect(reads, reads.join('\n\n')).toHaveLength(1);
    } finally {
      recorder.stop();
    }
  });

  it('tells the owner of a copy its id, on the parent’s page and on the copy’s', async () => {
    const { parent, copies } = await membership([stranger, holder]);
    expect((await read(parent, holder)).meta).toEqual({ owned_token_id: copies[1] });
    expect((await read(copies[1] ?? 0, holder)).meta).toEqual({ owned_token_id: copies[1] });
    // On another holder's copy of the same membership, the caller's own copy is named.
    expect((await read(copies[0] ?? 0, holder)).meta).toEqual({ owned_token_id: copies[1] });
  });

  it('answers owned_token_id null to another consumer, the business and visitors', async () => {
    const { parent, copies } = await membership([holder]);
    // The stranger owns a copy, but of another membership.
    await membership([stranger]);
    for (const id of [parent, copies[0] ?? 0]) {
      for (const viewer of [stranger, business, undefined]) {
        expect((await read(id, viewer)).meta, `token ${id}`).toEqual({ owned_token_id: null });
      }
    }
  });

  it('answers owned_token_id with the viewed copy when the caller owns several of the membership', async () => {
    const { parent, copies } = await membership([holder, holder]);
    expect((await read(copies[0] ?? 0, holder)).meta.owned_token_id).toBe(copies[0]);
    expect((await read(copies[1] ?? 0, holder)).meta.owned_token_id).toBe(copies[1]);
    expect((await read(parent, holder)).meta.owned_token_id).toBe(copies[1]);
  });
});
