import { readdir } from 'node:fs/promises';
import { UNLIMITED as LOCK_UNLIMITED, publicLockAbi } from '@keyclub/chain';
import { LOCAL_ACCOUNTS, readMembershipLock } from '@keyclub/chain/node';
import {
  apiErrorSchema,
  dataEnvelope,
  pagedEnvelope,
  type Token,
  tokenSchema,
  VALIDATION_MESSAGES,
} from '@keyclub/domain';
import { count, eq, sql } from 'drizzle-orm';
import { type Address, createPublicClient, http } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_REFUSED_MESSAGE, CHAIN_UNAVAILABLE_MESSAGE } from '../../adapters/chain/chain-port.ts';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { lockSigner } from '../../chain-writes/signer-lock.ts';
import { files, tokenProfiles, tokens } from '../../db/schema/index.ts';
import {
  categoryId,
  type MembershipFields,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from '../../testing/fixtures/membership-fixtures.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { TEST_CHAIN_TIMEOUT_MS } from '../../testing/test-waits.ts';

// Test files run in parallel against one chain: a signer of our own keeps nonces from colliding.
const SIGNER = LOCAL_ACCOUNTS[8];

const tokenBody = dataEnvelope(tokenSchema);

describe.each(productionEngine())('memberships API on %s', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let nightlife: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { API_SIGNER_PRIVATE_KEY: SIGNER.privateKey });
    owner = await signedInUser(t, 'BUSINESS');
    nightlife = await categoryId(t, 'Nightlife');
  });
  afterAll(() => t.close());

  const images = async (covers = 2) => ({
    art_image: await pngFile('art.png', 800, 800),
    covers: await Promise.all(Array.from({ length: covers }, (_, index) => pngFile(`cover-${index}.png`))),
  });

  async function create(session: TestSession, fields: MembershipFields, coverCount = 2) {
    return t.app.request('/tokens', {
      method: 'POST',
      headers: session.headers,
      body: membershipForm(fields, await images(coverCount)),
    });
  }

  async function created(session: TestSession, overrides: MembershipFields = {}): Promise<Token> {
    const response = await create(session, membershipFields(nightlife, overrides));
    expect(response.status).toBe(201);
    return tokenBody.parse(await response.json()).data;
  }

  const edit = (session: TestSession, id: number, form: FormData) =>
    t.app.request(`/tokens/${id}`, { method: 'PUT', headers: session.headers, body: form });

  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json());

  const tokenRows = async () => (await t.deps.db.select({ value: count() }).from(tokens))[0]?.value ?? 0;
  const fileRows = async () => (await t.deps.db.select({ value: count() }).from(files))[0]?.value ?? 0;
  /** Files in the storage folder (originals, thumbnails and their metadata). */
  const storedObjects = async () =>
    (await readdir(t.deps.env.storageDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
      (entry) => entry.isFile(),
    ).length;
  const lockOf = (token: Token) =>
    readMembershipLock({ rpcUrl: t.deps.chain.rpcUrl, lock: token.profile.contract_address as Address });
  /** After every check of a save has passed, the database refuses to write the title 'Refused by the database'. */
  async function refuseTitleInDatabase() {
    await t.deps.db.execute(sql`
      create or replace function refuse_test_title() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await t.deps.db.execute(sql`
      create or replace trigger refuse_test_title before insert or update on token_profiles for each row
      when (new.title = 'Refused by the database') execute function refuse_test_title()`);
  }
  const textAsPng = (name: string) => new File(['just some text, not an image'], name, { type: 'image/png' });

  it('creates the membership and its lock: USD stablecoin price, duration, key limit, API signer as manager', async () => {
    const token = await created(owner);
    expect(token.parent_id).toBeNull();
    expect(token.business.id).toBe(owner.businessId);
    expect(token.business.owner).toEqual({ city: 'Austin', state: 'TX' });
    expect(token.profile).toMatchObject({
      title: 'Gold Supper Club',
      price: 25.5,
      renewal_price: 20,
      status: 'ACTIVE',
      copies: 100,
      available_copies_count: 100,
      sold_copies_count: 0,
      royalty: 5,
      expiration_duration: 30,
      expiration_duration_type: 'DAYS',
      category: { id: nightlife, name: 'Nightlife' },
      perks: ['Chef table', 'Welcome drink'],
      perk_descriptions: ['Once a month.', ''],
      gate: [{ gate_configuration: { type: 'OPENTABLE' }, values: 'https://opentable.com/r/gold' }],
      terms_and_conditions: 'Personal and not transferable.',
    });
    expect(token.profile.covers).toHaveLength(2);
    expect(token.profile.art_image?.url).toMatch(/\/files\/art\//);

    const deployment = await t.deps.chain.deployment();
    expect(token.profile.blockchain_network_id).toBe(deployment.chainId);
    const lock = token.profile.contract_address as Address;
    const state = await readMembershipLock({ rpcUrl: t.deps.chain.rpcUrl, lock });
    expect(state).toMatchObject({
      name: 'Gold Supper Club',
      keyPrice: 25_500_000n,
      tokenAddress: deployment.usdToken,
      expirationDuration: 30n * 86_400n,
      maxNumberOfKeys: 100n,
    });
    const client = createPublicClient({ transport: http(t.deps.chain.rpcUrl) });
    const isManager = await client.readContract({
      address: lock,
      abi: publicLockAbi,
      functionName: 'isLockManager',
      args: [SIGNER.address],
    });
    expect(isManager).toBe(true);

    const read = await t.app.request(`/tokens/${token.id}`);
    expect(read.status).toBe(200);
    expect(tokenBody.parse(await read.json()).data).toEqual(token);
  });

  it('maps unlimited copies and never-expiring memberships to the lock’s unlimited values', async () => {
    const token = await created(owner, { copies: '-1', expiration_duration: '-1', price: '0' });
    expect(token.profile).toMatchObject({
      copies: -1,
      available_copies_count: -1,
      expiration_duration: -1,
      price: 0,
    });
    const state = await readMembershipLock({
      rpcUrl: t.deps.chain.rpcUrl,
      lock: token.profile.contract_address as Address,
    });
    expect(state).toMatchObject({
      keyPrice: 0n,
      expirationDuration: LOCK_UNLIMITED,
      maxNumberOfKeys: LOCK_UNLIMITED,
    });
  });

  it('lets only business users create: 401 without a session, 403 for a consumer', async () => {
    const consumer = await signedInUser(t, 'CONSUMER');
    const before = await tokenRows();
    expect((await create(consumer, membershipFields(nightlife))).status).toBe(403);
    const anonymous = await t.app.request('/tokens', {
      method: 'POST',
      body: membershipForm(membershipFields(nightlife), await images()),
    });
    expect(anonymous.status).toBe(401);
    expect(await tokenRows()).toBe(before);
  });

  it('answers every invalid field with the domain message on its field', async () => {
    const response = await create(
      owner,
      membershipFields(nightlife, {
        title: 'Gold',
        royalty: '11',
        gate: [{ gate_configuration: { type: 'REDIRECT' }, values: '' }],
      }),
    );
    expect(response.status).toBe(400);
    const { errors } = await errorOf(response);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: VALIDATION_MESSAGES.titleLength },
        { field: 'royalty', message: VALIDATION_MESSAGES.royaltyMax },
        { field: 'gate.0.values', message: VALIDATION_MESSAGES.redirectRequired },
      ]),
    );
  });

  it('refuses a missing art image, no covers and more than three covers', async () => {
    const noImages = await t.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife)),
    });
    expect((await errorOf(noImages)).errors).toEqual([
      { field: 'art_image', message: VALIDATION_MESSAGES.artImageRequired },
      { field: 'covers', message: VALIDATION_MESSAGES.coverImageRequired },
    ]);
    const tooMany = await create(owner, membershipFields(nightlife), 4);
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).errors).toEqual([
      { field: 'covers', message: 'Maximum 3 cover images are allowed.' },
    ]);
  });

  it('refuses uploads by their content before storing any: text bytes named .png', async () => {
    const [tokensBefore, filesBefore] = [await tokenRows(), await fileRows()];
    const response = await t.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife), {
        art_image: await pngFile(),
        covers: [await pngFile('cover.png'), textAsPng('fake-1.png'), textAsPng('fake-2.png')],
      }),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual([
      { field: 'covers.1', message: VALIDATION_MESSAGES.imageType },
      { field: 'covers.2', message: VALIDATION_MESSAGES.imageType },
    ]);
    expect(await tokenRows()).toBe(tokensBefore);
    expect(await fileRows()).toBe(filesBefore);
  });

  it('answers a clear 502 and saves nothing when the chain refuses the lock (a signer without gas)', async () => {
    const broke = appWithChain(
      t.deps,
      createChainPort({
        rpcUrl: t.deps.chain.rpcUrl,
        deploymentFile: t.deps.env.chainDeploymentFile,
        signerKey: generatePrivateKey(),
        timeoutMs: TEST_CHAIN_TIMEOUT_MS,
      }),
    );
    const [tokensBefore, filesBefore, objectsBefore] = [
      await tokenRows(),
      await fileRows(),
      await storedObjects(),
    ];
    const response = await broke.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife), await images()),
    });
    expect(response.status).toBe(502);
    expect((await errorOf(response)).message).toBe(CHAIN_REFUSED_MESSAGE);
    expect(await tokenRows()).toBe(tokensBefore);
    expect(await fileRows()).toBe(filesBefore);
    // The uploads stored for the refused save are deleted from storage too.
    expect(await storedObjects()).toBe(objectsBefore);
  });

  it('saves memberships sent at the same time, each with its own lock (one signer, no nonce clash)', async () => {
    const titles = ['Concurrent one', 'Concurrent two', 'Concurrent three', 'Concurrent four'];
    const responses = await Promise.all(
      titles.map((title) => create(owner, membershipFields(nightlife, { title }))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const saved = await Promise.all(
      responses.map(async (response) => tokenBody.parse(await response.json()).data),
    );
    expect(new Set(saved.map((token) => token.profile.contract_address)).size).toBe(titles.length);
    expect(await Promise.all(saved.map(async (token) => (await lockOf(token)).name))).toEqual(titles);
  });

  // PGlite has one session, where advisory locks are re-entrant; PostgreSQL shows another process's view.
  it.runIf(kind === 'postgres')(
    'sends nothing while another connection (another API process) holds the signer’s lock',
    async () => {
      const client = createPublicClient({ transport: http(t.deps.chain.rpcUrl), cacheTime: 0 });
      const nonce = () => client.getTransactionCount({ address: SIGNER.address, blockTag: 'pending' });
      const nonceBefore = await nonce();
      let settled = false;
      let pending: Promise<Response> | undefined;
      await t.deps.db.transaction(async (tx) => {
        await lockSigner(tx, SIGNER.address);
        pending = create(owner, membershipFields(nightlife, { title: 'Waits for the signer' })).finally(
          () => {
            settled = true;
          },
        );
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(settled).toBe(false);
        expect(await nonce()).toBe(nonceBefore);
      });
      expect((await pending)?.status).toBe(201);
      // The lock, the three transactions closing it to its holders, the two pricing its renewal.
      expect(await nonce()).toBe(nonceBefore + 6);
    },
  );

  it('answers 503 and saves nothing when the chain is unreachable', async () => {
    const offline = await createTestApp(kind, { CHAIN_RPC_URL: 'http://127.0.0.1:9' });
    try {
      const session = await signedInUser(offline, 'BUSINESS');
      const response = await offline.app.request('/tokens', {
        method: 'POST',
        headers: session.headers,
        body: membershipForm(membershipFields(nightlife), await images()),
      });
      expect(response.status).toBe(503);
      expect((await errorOf(response)).message).toBe(CHAIN_UNAVAILABLE_MESSAGE);
      for (const table of [tokens, tokenProfiles, files]) {
        expect((await offline.deps.db.select({ value: count() }).from(table))[0]?.value).toBe(0);
      }
    } finally {
      await offline.close();
    }
  });

  it('edits the membership and its lock duration; price and renewal price stay', async () => {
    const token = await created(owner);
    const [firstCover, secondCover] = token.profile.covers;
    const form = membershipForm(
      membershipFields(nightlife, {
        title: 'Gold Supper Club II',
        price: '999',
        renewal_price: '999',
        copies: '150',
        expiration_duration: '12',
        expiration_duration_type: 'HOURS',
        perks: ['Chef table'],
        perk_descriptions: ['Twice a month.'],
        gate: [],
        cover_ids: [secondCover?.id ?? 0],
      }),
      { covers: [await pngFile('new-cover.png')] },
    );
    const response = await edit(owner, token.id, form);
    expect(response.status).toBe(200);
    const updated = tokenBody.parse(await response.json()).data;
    expect(updated.profile).toMatchObject({
      title: 'Gold Supper Club II',
      price: 25.5,
      renewal_price: 20,
      copies: 150,
      available_copies_count: 150,
      expiration_duration: 12,
      expiration_duration_type: 'HOURS',
      perks: ['Chef table'],
      perk_descriptions: ['Twice a month.'],
      gate: [],
      contract_address: token.profile.contract_address,
    });
    expect(updated.profile.art_image).toEqual(token.profile.art_image);
    expect(updated.profile.covers.map((cover) => cover.id)).toEqual([secondCover?.id, expect.any(Number)]);
    expect(updated.profile.covers.map((cover) => cover.id)).not.toContain(firstCover?.id);

    const state = await readMembershipLock({
      rpcUrl: t.deps.chain.rpcUrl,
      lock: token.profile.contract_address as Address,
    });
    expect(state).toMatchObject({
      name: 'Gold Supper Club II',
      expirationDuration: 12n * 3_600n,
      maxNumberOfKeys: 150n,
      keyPrice: 25_500_000n,
    });
  });

  it('refuses an edit with a text file as cover before touching the lock', async () => {
    const token = await created(owner);
    const filesBefore = await fileRows();
    const response = await edit(
      owner,
      token.id,
      membershipForm(membershipFields(nightlife, { title: 'Never on chain', expiration_duration: '2' }), {
        art_image: await pngFile('new-art.png'),
        covers: [textAsPng('fake.png')],
      }),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).errors).toEqual([
      { field: 'covers.2', message: VALIDATION_MESSAGES.imageType },
    ]);
    expect(await lockOf(token)).toMatchObject({
      name: 'Gold Supper Club',
      expirationDuration: 30n * 86_400n,
      maxNumberOfKeys: 100n,
    });
    expect(await fileRows()).toBe(filesBefore);
  });

  it('refuses a membership the database would refuse before creating its lock', async () => {
    await refuseTitleInDatabase();
    const client = createPublicClient({ transport: http(t.deps.chain.rpcUrl), cacheTime: 0 });
    const nonce = () => client.getTransactionCount({ address: SIGNER.address });
    const [nonceBefore, tokensBefore, filesBefore, objectsBefore] = [
      await nonce(),
      await tokenRows(),
      await fileRows(),
      await storedObjects(),
    ];
    const response = await create(owner, membershipFields(nightlife, { title: 'Refused by the database' }));
    expect(response.status).toBe(500);
    expect([await nonce(), await tokenRows(), await fileRows(), await storedObjects()]).toEqual([
      nonceBefore,
      tokensBefore,
      filesBefore,
      objectsBefore,
    ]);
  });

  it('leaves the lock untouched when the database would refuse the edit', async () => {
    const token = await created(owner);
    await refuseTitleInDatabase();
    const response = await edit(
      owner,
      token.id,
      membershipForm(
        membershipFields(nightlife, {
          title: 'Refused by the database',
          copies: '7',
          expiration_duration: '3',
        }),
      ),
    );
    expect(response.status).toBe(500);
    expect(await lockOf(token)).toMatchObject({
      name: 'Gold Supper Club',
      expirationDuration: 30n * 86_400n,
      maxNumberOfKeys: 100n,
    });
    const read = tokenBody.parse(await (await t.app.request(`/tokens/${token.id}`)).json()).data;
    expect(read.profile).toMatchObject({ title: 'Gold Supper Club', copies: 100, expiration_duration: 30 });
  });

  it('leaves the membership as it was when the chain is unreachable during an edit', async () => {
    const token = await created(owner);
    const offline = appWithChain(
      t.deps,
      createChainPort({
        rpcUrl: 'http://127.0.0.1:9',
        deploymentFile: t.deps.env.chainDeploymentFile,
        signerKey: SIGNER.privateKey,
        timeoutMs: 1_000,
      }),
    );
    const response = await offline.app.request(`/tokens/${token.id}`, {
      method: 'PUT',
      headers: owner.headers,
      body: membershipForm(membershipFields(nightlife, { title: 'Never saved', expiration_duration: '1' })),
    });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toBe(CHAIN_UNAVAILABLE_MESSAGE);
    const read = tokenBody.parse(await (await t.app.request(`/tokens/${token.id}`)).json()).data;
    expect(read.profile).toMatchObject({ title: 'Gold Supper Club', expiration_duration: 30 });
  });

  it('answers 404 for an unknown membership and 403 to another business', async () => {
    const token = await created(owner);
    const other = await signedInUser(t, 'BUSINESS');
    const form = () => membershipForm(membershipFields(nightlife, { title: 'Taken over' }));
    expect((await edit(other, 999_999, form())).status).toBe(404);
    const refused = await edit(other, token.id, form());
    expect(refused.status).toBe(403);
    const read = tokenBody.parse(await (await t.app.request(`/tokens/${token.id}`)).json()).data;
    expect(read.profile.title).toBe('Gold Supper Club');
  });

  it('never lets copies go below the sold copies', async () => {
    const token = await created(owner);
    await t.deps.db
      .update(tokenProfiles)
      .set({ soldCopiesCount: 5, availableCopiesCount: 95 })
      .where(eq(tokenProfiles.id, token.profile.id));
    const below = await edit(
      owner,
      token.id,
      membershipForm(membershipFields(nightlife, { copies: '3', expiration_duration: '2' })),
    );
    expect(below.status).toBe(400);
    expect((await errorOf(below)).errors).toEqual([
      { field: 'copies', message: 'Number of memberships must be greater than or equal to sold copies: 5' },
    ]);
    expect(await lockOf(token)).toMatchObject({ expirationDuration: 30n * 86_400n, maxNumberOfKeys: 100n });
    const equal = await edit(owner, token.id, membershipForm(membershipFields(nightlife, { copies: '5' })));
    expect(equal.status).toBe(200);
    expect(tokenBody.parse(await equal.json()).data.profile).toMatchObject({
      copies: 5,
      sold_copies_count: 5,
      available_copies_count: 0,
    });
  });

  it('keeps the copies held by open checkouts out of the available count when copies are edited', async () => {
    const token = await created(owner, { copies: '10' });
    await t.deps.db
      .update(tokenProfiles)
      .set({ soldCopiesCount: 2, availableCopiesCount: 8 })
      .where(eq(tokenProfiles.id, token.profile.id));
    const buyer = await signedInUser(t, 'CONSUMER');
    const checkout = await t.app.request('/tokens/checkout', {
      method: 'POST',
      headers: { ...buyer.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: token.id }),
    });
    expect(checkout.status).toBe(201);

    const more = await edit(owner, token.id, membershipForm(membershipFields(nightlife, { copies: '20' })));
    expect(more.status).toBe(200);
    // 20 copies − 2 sold − 1 held by the open checkout.
    expect(tokenBody.parse(await more.json()).data.profile).toMatchObject({
      copies: 20,
      sold_copies_count: 2,
      available_copies_count: 17,
    });
  });

  it('lists the business’s own memberships newest first, paged in the database', async () => {
    const business = await signedInUser(t, 'BUSINESS');
    const titles = ['First membership', 'Second membership', 'Third membership'];
    for (const title of titles) await created(business, { title });
    await created(await signedInUser(t, 'BUSINESS'), { title: 'Someone else' });

    const page = async (query: string) => {
      const response = await t.app.request(`/tokens?${query}`, { headers: business.headers });
      expect(response.status).toBe(200);
      return pagedEnvelope(tokenSchema).parse(await response.json());
    };
    const first = await page('page=1&limit=2');
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(first.data.map((token) => token.profile.title)).toEqual(['Third membership', 'Second membership']);
    const second = await page('page=2&limit=2');
    expect(second.data.map((token) => token.profile.title)).toEqual(['First membership']);
    expect((await page('')).meta).toEqual({ page: 1, limit: 12, total: 3 });
    expect((await t.app.request('/tokens?limit=51', { headers: business.headers })).status).toBe(400);
    expect((await t.app.request('/tokens')).status).toBe(401);
  });

  it('documents which multipart parts each save requires', async () => {
    type Operation = {
      requestBody: { content: { 'multipart/form-data': { schema: { required: string[] } } } };
    };
    const document = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const required = (path: string, method: string) =>
      document.paths[path]?.[method]?.requestBody.content['multipart/form-data'].schema.required;
    const createOnly = ['price', 'renewal_price', 'art_image', 'covers'];
    expect(required('/tokens', 'post')).toEqual(
      expect.arrayContaining(['title', 'category_id', ...createOnly]),
    );
    expect(required('/tokens/{id}', 'put')).toEqual(expect.arrayContaining(['title', 'category_id']));
    for (const part of createOnly) expect(required('/tokens/{id}', 'put')).not.toContain(part);
  });

  it('lists a consumer’s own memberships (copies they own), newest first, not anyone else’s', async () => {
    const parent = await created(owner, { title: 'Copies for consumers' });
    const [consumer, other] = [await signedInUser(t, 'CONSUMER'), await signedInUser(t, 'CONSUMER')];
    const copyFor = async (userId: number, createdAt: string) => {
      const [row] = await t.deps.db
        .insert(tokens)
        .values({
          tokenProfileId: parent.profile.id,
          businessId: parent.business.id,
          parentId: parent.id,
          ownerId: userId,
          createdAt: new Date(createdAt),
        })
        .returning({ id: tokens.id });
      if (!row) throw new Error('Inserting the copy returned nothing');
      return row.id;
    };
    const older = await copyFor(consumer.userId, '2026-01-01T10:00:00Z');
    const newer = await copyFor(consumer.userId, '2026-02-01T10:00:00Z');
    const others = await copyFor(other.userId, '2026-03-01T10:00:00Z');

    const list = async (session: TestSession, query = '') => {
      const response = await t.app.request(`/tokens${query}`, { headers: session.headers });
      expect(response.status).toBe(200);
      return pagedEnvelope(tokenSchema).parse(await response.json());
    };
    const mine = await list(consumer);
    expect(mine.meta).toEqual({ page: 1, limit: 12, total: 2 });
    expect(mine.data.map((token) => token.id)).toEqual([newer, older]);
    expect(mine.data[0]).toMatchObject({
      parent_id: parent.id,
      owner: { id: consumer.userId },
      profile: { id: parent.profile.id, title: 'Copies for consumers' },
    });
    expect((await list(consumer, '?page=2&limit=1')).data.map((token) => token.id)).toEqual([older]);
    expect((await list(other)).data.map((token) => token.id)).toEqual([others]);
    // The business still sees its parent tokens only, never the copies.
    const ownList = await list(owner, '?limit=50');
    expect(ownList.data.every((token) => token.parent_id === null)).toBe(true);
    expect(ownList.data.map((token) => token.id)).toContain(parent.id);
  });
});
