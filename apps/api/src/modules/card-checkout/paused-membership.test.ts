import { LIFECYCLE_MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, tokenProfiles, users } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

describe.each(bothEngines())('pausing and resuming a membership’s sales, on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const setStatus = (tokenId: number, status: string, session: TestSession) =>
    on.app.request(`/tokens/${tokenId}/status`, { ...json({ status }, session), method: 'PUT' });
  const statusOf = async (profileId: number) =>
    (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, profileId)))[0]?.status;
  const marketplaceIds = async (title: string) => {
    const answer = await on.app.request(`/market-place?is_parent=true&title=${encodeURIComponent(title)}`);
    return ((await answer.json()) as { data: { id: number }[] }).data.map((token) => token.id);
  };
  const businessPageIds = async (businessId: number) => {
    const answer = await on.app.request(`/businesses/${businessId}`);
    return ((await answer.json()) as { data: { tokens: { id: number }[] } }).data.tokens.map(
      (token) => token.id,
    );
  };
  const mailsTo = async (userId: number) => {
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    const mails = await t.deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, user?.email ?? ''));
    return mails.map((mail) => mail.subject);
  };

  /** A membership on a real lock, and a consumer's copy of it bought by card. */
  async function heldMembership(title: string) {
    const membership = await on.membershipWithLock(title, { price: 10, copies: 5, ...THIRTY_DAYS });
    const holder = await signedInUser(t, 'CONSUMER');
    const bought = await openCheckout(on.app, holder, membership.tokenId);
    await on.app.request(`${pathOf(bought.url)}/pay`, { method: 'POST' });
    const copyId =
      (await pollUntilSettled(on.app, holder, membership.tokenId, bought.session_id)).token_id ?? 0;
    return { ...membership, holder, copyId };
  }

  it('lets only the owning business pause and resume, each once from the status it starts from', async () => {
    const { tokenId, profileId, business } = await on.membershipWithLock('Paused rights', {
      price: 5,
      copies: 3,
      ...THIRTY_DAYS,
    });
    const stranger = await signedInUser(t, 'BUSINESS');
    const consumer = await signedInUser(t, 'CONSUMER');
    expect((await setStatus(tokenId, 'ARCHIVED', stranger)).status).toBe(403);
    expect((await setStatus(tokenId, 'ARCHIVED', consumer)).status).toBe(403);
    expect((await setStatus(tokenId, 'PENDING', business)).status).toBe(400);
    expect(await statusOf(profileId)).toBe('ACTIVE');

    const paused = await setStatus(tokenId, 'ARCHIVED', business);
    expect(paused.status).toBe(200);
    expect(((await paused.json()) as { data: { profile: { status: string } } }).data.profile.status).toBe(
      'ARCHIVED',
    );
    const again = await setStatus(tokenId, 'ARCHIVED', business);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(LIFECYCLE_MESSAGES.notPausable);

    expect((await setStatus(tokenId, 'ACTIVE', business)).status).toBe(200);
    expect(await statusOf(profileId)).toBe('ACTIVE');
    const resumedAgain = await setStatus(tokenId, 'ACTIVE', business);
    expect((await resumedAgain.json()).message).toBe(LIFECYCLE_MESSAGES.notResumable);
  });

  it('puts a coming-soon membership on sale at once when its business says so; it is not paused first', async () => {
    const title = 'Launched by hand';
    const { tokenId, profileId, business } = await on.membershipWithLock(title, {
      price: 5,
      copies: 3,
      ...THIRTY_DAYS,
    });
    await t.deps.db.update(tokenProfiles).set({ status: 'PENDING' }).where(eq(tokenProfiles.id, profileId));
    const stranger = await signedInUser(t, 'BUSINESS');
    expect((await setStatus(tokenId, 'ACTIVE', stranger)).status).toBe(403);
    const pausedFirst = await setStatus(tokenId, 'ARCHIVED', business);
    expect(pausedFirst.status).toBe(409);
    expect((await pausedFirst.json()).message).toBe(LIFECYCLE_MESSAGES.notPausable);
    expect(await marketplaceIds(title)).not.toContain(tokenId);

    expect((await setStatus(tokenId, 'ACTIVE', business)).status).toBe(200);
    expect(await statusOf(profileId)).toBe('ACTIVE');
    expect(await marketplaceIds(title)).toContain(tokenId);
    const again = await setStatus(tokenId, 'ACTIVE', business);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(LIFECYCLE_MESSAGES.notResumable);
  });

  it('a paused membership leaves the lists and takes no purchase or renewal; its holder keeps the card and is told', async () => {
    const held = await heldMembership('Paused lounge');
    expect(await marketplaceIds('Paused lounge')).toContain(held.tokenId);
    expect(await businessPageIds(held.business.businessId ?? 0)).toContain(held.tokenId);
    expect((await setStatus(held.tokenId, 'ARCHIVED', held.business)).status).toBe(200);

    expect(await marketplaceIds('Paused lounge')).not.toContain(held.tokenId);
    expect(await businessPageIds(held.business.businessId ?? 0)).not.toContain(held.tokenId);
    const buyer = await signedInUser(t, 'CONSUMER');
    const purchase = await on.app.request('/tokens/checkout', json({ id: held.tokenId }, buyer));
    expect(purchase.status).toBe(409);
    expect((await purchase.json()).message).toBe(LIFECYCLE_MESSAGES.salesPaused);
    const renewal = await on.app.request('/tokens/checkout', json({ id: held.copyId }, held.holder));
    expect(renewal.status).toBe(409);
    expect((await renewal.json()).message).toBe(LIFECYCLE_MESSAGES.salesPaused);
    const listing = await on.app.request(`/tokens/${held.copyId}/sell`, json({ price: 20 }, held.holder));
    expect(listing.status).toBe(409);

    // Holders keep access until their keys expire.
    const card = await on.app.request(`/tokens/${held.copyId}/activations`, json({}, held.holder));
    expect(card.status, await card.clone().text()).toBe(201);
    await expect.poll(() => mailsTo(held.holder.userId)).toContain('Paused lounge: sales are paused');

    expect((await setStatus(held.tokenId, 'ACTIVE', held.business)).status).toBe(200);
    expect(await marketplaceIds('Paused lounge')).toContain(held.tokenId);
    await expect.poll(() => mailsTo(held.holder.userId)).toContain('Paused lounge: sales have resumed');
    expect(await openCheckout(on.app, buyer, held.tokenId)).toMatchObject({ session_id: expect.any(String) });
  });

  it('honours a checkout held before the pause: its payment delivers the key', async () => {
    const { tokenId, business } = await on.membershipWithLock('Paused mid-payment', {
      price: 7,
      copies: 2,
      ...THIRTY_DAYS,
    });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, tokenId);
    expect((await setStatus(tokenId, 'ARCHIVED', business)).status).toBe(200);

    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    const result = await pollUntilSettled(on.app, buyer, tokenId, session.session_id);
    expect(result.token_id).not.toBeNull();
    expect((await purchaseOf(t.deps, session.session_id)).status).toBe('FULFILLED');
  });
});
