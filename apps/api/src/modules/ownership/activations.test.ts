import {
  ACTIVATION_DEFAULT_WINDOW_HOURS,
  activationCardSchema,
  activationSchema,
  dataEnvelope,
  MESSAGES,
  pagedEnvelope,
} from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { activations, outboxMails, tokenPerks, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { activationRow, ownershipOnFork, secondSession } from '../../testing/fixtures/ownership-fixtures.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { activationLinkUrl } from './activation-link.ts';
import { CARD_SHOWS_PER_HOUR } from './card-show-limit.ts';

const cardBody = dataEnvelope(activationCardSchema);
const listBody = pagedEnvelope(activationSchema);
const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const HOUR_MS = 3_600_000;

describe.each(bothEngines())('membership cards and their activation on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof ownershipOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await ownershipOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const post = (path: string, session?: TestSession, body?: unknown) =>
    on.app.request(path, {
      method: 'POST',
      headers: { ...session?.headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : null,
    });
  const get = (path: string, session?: TestSession) => on.app.request(path, { headers: session?.headers });

  async function showCard(session: TestSession, copyId: number) {
    const response = await post(`/tokens/${copyId}/activations`, session);
    expect(response.status, await response.clone().text()).toBe(201);
    return cardBody.parse(await response.json()).data;
  }

  /** What the staff's page sends: the exp and sig of the QR link it was opened with. */
  const linkOf = (qrUrl: string | null) => {
    const query = new URL(qrUrl ?? '').searchParams;
    return { exp: Number(query.get('exp')), sig: query.get('sig') ?? '' };
  };
  const activate = (session: TestSession, id: number, link: { exp: number; sig: string }) =>
    post(`/tokens/${id}/activate`, session, link);
  const refusal = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  });

  async function membership(title: string, values: Record<string, unknown> = {}) {
    return on.membershipWithLock(title, { price: 5, copies: 10, ...THIRTY_DAYS }, values);
  }

  it('shows a card with a signed QR link to the business app; a new card archives the earlier one', async () => {
    const gold = await membership('Card gold');
    const { holder, copyId } = await on.ownedCopy(gold);

    const first = await showCard(holder, copyId);
    expect(first).toMatchObject({
      token_id: copyId,
      title: 'Card gold',
      status: 'PENDING',
      is_expired: false,
      activated_at: null,
    });
    const qr = new URL(first.qr_url ?? '');
    expect(`${qr.origin}${qr.pathname}`).toBe(`${t.deps.env.businessAppUrl}/tokens/${first.id}/activate`);
    expect(Number(qr.searchParams.get('exp')) * 1000).toBe(
      Math.floor(Date.parse(first.expires_at) / 1000) * 1000,
    );
    expect(Date.parse(first.expires_at) - Date.parse(first.generated_at)).toBe(5 * 60_000);

    const second = await showCard(holder, copyId);
    expect(second.id).not.toBe(first.id);
    const list = await get(`/tokens/${copyId}/activations`, holder);
    expect(list.status).toBe(200);
    const page = listBody.parse(await list.json());
    expect(page.meta).toEqual({ page: 1, limit: 12, total: 2 });
    expect(page.data.map((row) => [row.id, row.status, row.is_expired])).toEqual([
      [second.id, 'PENDING', false],
      [first.id, 'ARCHIVED', true],
    ]);
    const oneByOne = listBody.parse(
      await (await get(`/tokens/${copyId}/activations?limit=1&page=2`, holder)).json(),
    );
    expect(oneByOne.data.map((row) => row.id)).toEqual([first.id]);

    const archived = cardBody.parse(await (await get(`/tokens/${first.id}/activate`, holder)).json()).data;
    expect(archived).toMatchObject({ status: 'ARCHIVED', is_expired: true, qr_url: null });
    const live = cardBody.parse(await (await get(`/tokens/${second.id}/activate`, holder)).json()).data;
    expect(live.qr_url).toBe(second.qr_url);
  });

  it('lets only the owner show and read a card, and the issuing business read it without the QR link', async () => {
    const jade = await membership('Card jade');
    const { holder, copyId } = await on.ownedCopy(jade);
    const card = await showCard(holder, copyId);
    const stranger = await signedInUser(t, 'CONSUMER');
    const otherBusiness = await signedInUser(t, 'BUSINESS');

    expect((await post(`/tokens/${copyId}/activations`, stranger)).status).toBe(404);
    expect((await post(`/tokens/${copyId}/activations`, jade.business)).status).toBe(403);
    expect((await post(`/tokens/${jade.tokenId}/activations`, holder)).status).toBe(404);
    expect((await post(`/tokens/${copyId}/activations`)).status).toBe(401);
    for (const outsider of [stranger, otherBusiness]) {
      expect((await get(`/tokens/${card.id}/activate`, outsider)).status).toBe(404);
      expect((await get(`/tokens/${copyId}/activations`, outsider)).status).toBe(404);
    }

    await t.deps.db.insert(tokenPerks).values([
      { tokenProfileId: jade.profileId, position: 1, perk: 'Welcome drink' },
      { tokenProfileId: jade.profileId, position: 0, perk: 'Free entry' },
    ]);
    const staffView = await get(`/tokens/${card.id}/activate`, jade.business);
    const [copy] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
    // At the door staff see whose card it is, until when the membership runs, and the perks to honour.
    expect(cardBody.parse(await staffView.json()).data).toMatchObject({
      id: card.id,
      status: 'PENDING',
      title: 'Card jade',
      qr_url: null,
      holder_name: 'Test User',
      membership_expires_at: copy?.expiresAt?.toISOString(),
      perks: ['Free entry', 'Welcome drink'],
    });
    expect(card.code_valid_ms).toBeGreaterThan(4 * 60_000);
    expect(card.code_valid_ms).toBeLessThanOrEqual(5 * 60_000);
    const staffList = listBody.parse(
      await (await get(`/tokens/${copyId}/activations`, jade.business)).json(),
    );
    expect(staffList.data.map((row) => row.id)).toEqual([card.id]);
  });

  it('shows at most 20 cards per consumer an hour, counted exactly under a burst, then a 429 with Retry-After that writes nothing', async () => {
    const pearl = await membership('Card pearl');
    const { holder, copyId } = await on.ownedCopy(pearl);
    const max = CARD_SHOWS_PER_HOUR;

    const burst = await Promise.all(
      Array.from({ length: max + 5 }, () => post(`/tokens/${copyId}/activations`, holder)),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const written = await t.deps.db.select().from(activations).where(eq(activations.tokenId, copyId));
    expect(written).toHaveLength(max);

    const refused = await post(`/tokens/${copyId}/activations`, holder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(
      /^You have shown 20 membership cards in the last hour\. Try again in (59|60) minutes\.$/,
    );
    expect(await t.deps.db.select().from(activations).where(eq(activations.tokenId, copyId))).toHaveLength(
      max,
    );

    const other = await on.ownedCopy(pearl);
    await showCard(other.holder, other.copyId);
  });

  it('activates once when two staff scan the same card at once; the owner is mailed, and no new card until the window ends', async () => {
    const ruby = await membership('Card ruby');
    const { holder, copyId } = await on.ownedCopy(ruby);
    const card = await showCard(holder, copyId);
    const staffTwo = await secondSession(t, ruby.business);
    // Both scans pass the checks before either writes: each waits at the chain read for the other.
    let arrived = 0;
    let bothArrived: () => void = () => {};
    const together = new Promise<void>((resolve) => {
      bothArrived = resolve;
    });
    const chain = on.deps.chain;
    const meeting = appWithChain(on.deps, {
      ...chain,
      isKeyValid: async (lock, keyId) => {
        arrived += 1;
        if (arrived === 2) bothArrived();
        await together;
        return chain.isKeyValid(lock, keyId);
      },
    });
    const scan = (session: TestSession) =>
      meeting.app.request(`/tokens/${card.id}/activate`, {
        method: 'POST',
        headers: { ...session.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(linkOf(card.qr_url)),
      });
    const answers = await Promise.all([scan(ruby.business), scan(staffTwo)]).finally(() =>
      meeting.deps.chainWrites.stop(),
    );
    expect(arrived).toBe(2);
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((response) => response.status === 200);
    const loser = answers.find((response) => response.status === 409);
    expect((await refusal(loser as Response)).message).toBe(
      MESSAGES.activation.alreadyActivated('Card ruby'),
    );
    const activated = cardBody.parse(await (winner as Response).json()).data;
    expect(activated).toMatchObject({ id: card.id, status: 'ACTIVE', is_expired: false, qr_url: null });
    const window = Date.parse(activated.activation_end_at ?? '') - Date.parse(activated.activated_at ?? '');
    expect(window).toBe(ACTIVATION_DEFAULT_WINDOW_HOURS * HOUR_MS);
    expect(await activationRow(t, card.id)).toMatchObject({
      status: 'ACTIVE',
      activatedById: ruby.business.userId,
    });

    const [owner] = await t.deps.db.select().from(users).where(eq(users.id, holder.userId));
    const mails = await t.deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, owner?.email ?? ''));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Card ruby membership was activated']);

    const again = await activate(ruby.business, card.id, linkOf(card.qr_url));
    expect(await refusal(again)).toEqual({
      status: 409,
      message: MESSAGES.activation.alreadyActivated('Card ruby'),
    });
    const scanned = cardBody.parse(await (await get(`/tokens/${card.id}/activate`, holder)).json()).data;
    expect(scanned).toMatchObject({ status: 'ACTIVE', qr_url: null });
    expect(await refusal(await post(`/tokens/${copyId}/activations`, holder))).toEqual({
      status: 409,
      message: MESSAGES.activation.alreadyActivated('Card ruby'),
    });
  });

  it('activates for the membership’s lockout period, and sends no mail to an owner who turned it off', async () => {
    const opal = await membership('Card opal', { lockoutPeriod: 3, lockoutPeriodType: 'HOURS' });
    const { holder, copyId } = await on.ownedCopy(opal);
    await t.deps.db
      .update(users)
      .set({ isRedeemedTokenEmailNotify: false })
      .where(eq(users.id, holder.userId));
    const card = await showCard(holder, copyId);

    const response = await activate(opal.business, card.id, linkOf(card.qr_url));
    expect(response.status).toBe(200);
    const activated = cardBody.parse(await response.json()).data;
    expect(Date.parse(activated.activation_end_at ?? '') - Date.parse(activated.activated_at ?? '')).toBe(
      3 * HOUR_MS,
    );
    const [owner] = await t.deps.db.select().from(users).where(eq(users.id, holder.userId));
    expect(
      await t.deps.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.toAddress, owner?.email ?? '')),
    ).toEqual([]);
  });

  it('refuses a tampered or archived link and a membership no longer ACTIVE as invalid, and a genuine code shown too late as expired', async () => {
    const onyx = await membership('Card onyx');
    const { holder, copyId } = await on.ownedCopy(onyx);
    const invalid = { status: 409, message: MESSAGES.activation.invalid('Card onyx') };

    const archived = await showCard(holder, copyId);
    const card = await showCard(holder, copyId);
    expect(await refusal(await activate(onyx.business, archived.id, linkOf(archived.qr_url)))).toEqual(
      invalid,
    );

    const link = linkOf(card.qr_url);
    const tampered = { ...link, sig: `${link.sig.slice(0, -2)}${link.sig.endsWith('AA') ? 'AB' : 'AA'}` };
    expect(await refusal(await activate(onyx.business, card.id, tampered))).toEqual(invalid);
    expect(await refusal(await activate(onyx.business, card.id, { ...link, exp: link.exp + 600 }))).toEqual(
      invalid,
    );
    // A genuine link signed for a time already past, on a card still valid: expired, not forged.
    const stale = linkOf(activationLinkUrl(t.deps.env, card.id, new Date(Date.now() - 60_000)));
    expect(await refusal(await activate(onyx.business, card.id, stale))).toEqual({
      status: 409,
      message: MESSAGES.activation.codeExpired,
    });
    // Another card's signature does not open this one.
    expect(await refusal(await activate(onyx.business, card.id, linkOf(archived.qr_url)))).toEqual(invalid);

    await t.deps.db
      .update(tokenProfiles)
      .set({ status: 'PENDING' })
      .where(eq(tokenProfiles.id, onyx.profileId));
    expect(await refusal(await activate(onyx.business, card.id, link))).toEqual(invalid);
    expect(await refusal(await post(`/tokens/${copyId}/activations`, holder))).toEqual(invalid);
    await t.deps.db
      .update(tokenProfiles)
      .set({ status: 'ACTIVE' })
      .where(eq(tokenProfiles.id, onyx.profileId));

    // The key went to a wallet of nobody here (R10 left the copy without an owner).
    await t.deps.db.update(tokens).set({ ownerId: null }).where(eq(tokens.id, copyId));
    expect(await refusal(await activate(onyx.business, card.id, link))).toEqual(invalid);
    await t.deps.db.update(tokens).set({ ownerId: holder.userId }).where(eq(tokens.id, copyId));

    // The QR code shown 6 minutes ago: its link is signed, and expired (a screenshot).
    const shownAt = new Date(Date.now() - 6 * 60_000);
    const expiresAt = new Date(shownAt.getTime() + 5 * 60_000);
    const old = await showCard(holder, copyId);
    await t.deps.db
      .update(activations)
      .set({ createdAt: shownAt, expiresAt })
      .where(eq(activations.id, old.id));
    const screenshot = linkOf(activationLinkUrl(t.deps.env, old.id, expiresAt));
    // Told apart from a forged code: staff ask the member to refresh, not turn them away.
    expect(await refusal(await activate(onyx.business, old.id, screenshot))).toEqual({
      status: 409,
      message: MESSAGES.activation.codeExpired,
    });
    const forgedOld = {
      ...screenshot,
      sig: `${screenshot.sig.slice(0, -2)}${screenshot.sig.endsWith('AA') ? 'AB' : 'AA'}`,
    };
    expect(await refusal(await activate(onyx.business, old.id, forgedOld))).toEqual(invalid);
    const expiredView = cardBody.parse(await (await get(`/tokens/${old.id}/activate`, holder)).json()).data;
    expect(expiredView).toMatchObject({ status: 'PENDING', is_expired: true, qr_url: null });

    for (const id of [archived.id, card.id, old.id]) {
      expect((await activationRow(t, id)).status).not.toBe('ACTIVE');
    }
  });

  it('refuses a card whose key expired on chain, and a new card for it, by the chain’s clock', async () => {
    const topaz = await membership('Card topaz');
    const { holder, copyId } = await on.ownedCopy(topaz, 3600);
    const card = await showCard(holder, copyId);
    // Two hours pass on chain: the key is no longer valid there, though the card is still fresh.
    await on.fork.client.increaseTime({ seconds: 7_200 });
    await on.fork.client.mine({ blocks: 1 });

    const invalid = { status: 409, message: MESSAGES.activation.invalid('Card topaz') };
    expect(await refusal(await activate(topaz.business, card.id, linkOf(card.qr_url)))).toEqual(invalid);
    expect((await activationRow(t, card.id)).status).toBe('PENDING');

    // Its cached expiry is still ahead of the server's clock: the chain's clock judges it expired.
    const [cached] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
    expect(cached?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await refusal(await post(`/tokens/${copyId}/activations`, holder))).toEqual(invalid);
  });

  it('refuses staff of another business and consumers, and changes nothing', async () => {
    const jet = await membership('Card jet');
    const { holder, copyId } = await on.ownedCopy(jet);
    const card = await showCard(holder, copyId);
    const link = linkOf(card.qr_url);
    const otherBusiness = await signedInUser(t, 'BUSINESS');

    expect(await refusal(await activate(otherBusiness, card.id, link))).toEqual({
      status: 403,
      message: MESSAGES.activation.otherBusiness,
    });
    expect((await activate(otherBusiness, card.id, { ...link, sig: 'forged' })).status).toBe(404);
    expect((await activate(holder, card.id, link)).status).toBe(403);
    expect((await activate(await signedInUser(t, 'CONSUMER'), card.id, link)).status).toBe(403);
    expect(await activationRow(t, card.id)).toMatchObject({ status: 'PENDING', activatedAt: null });

    expect(
      (await post(`/tokens/${card.id}/activate?exp=${link.exp}&sig=${link.sig}`, jet.business)).status,
    ).toBe(200);
    expect((await activate(jet.business, 2_000_000_000, link)).status).toBe(404);
    expect((await post(`/tokens/${card.id}/activate`, jet.business, {})).status).toBe(400);
  });

  it('answers the spec’s failure text when the chain cannot be read, and activates nothing', async () => {
    const mint = await membership('Card mint');
    const { holder, copyId } = await on.ownedCopy(mint);
    const card = await showCard(holder, copyId);
    const deadChain = createChainPort({
      rpcUrl: 'http://127.0.0.1:9',
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
      timeoutMs: 500,
    });
    const offline = appWithChain(t.deps, deadChain);
    try {
      const response = await offline.app.request(`/tokens/${card.id}/activate`, {
        method: 'POST',
        headers: { ...mint.business.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(linkOf(card.qr_url)),
      });
      expect(await refusal(response)).toEqual({ status: 503, message: MESSAGES.activation.failed });
    } finally {
      await offline.deps.chainWrites.stop();
    }
    expect((await activationRow(t, card.id)).status).toBe('PENDING');
  });

  it('documents the card, activation and import routes', async () => {
    const document = (await (await on.app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/tokens/{id}/activations'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/tokens/{id}/activate'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/tokens/import'] ?? {})).toEqual(['post']);
  });
});
