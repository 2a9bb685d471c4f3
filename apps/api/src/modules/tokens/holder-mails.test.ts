import { and, count, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { holderMails, outboxMails, users } from '../../db/schema/index.ts';
import { drainHolderMails } from '../../read-models/membership-holders.ts';
import { membershipOf, seedHolders } from '../../testing/fixtures/announcement-fixtures.ts';
import { json } from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { gate } from '../../testing/gate.ts';
import { appWithTestAddresses, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

const HOLDERS = 250;

/**
 * A pause's (and resume's) mails to a membership's holders go through the mail queue: queued with the
 * change, one per holder, and sent by the drain a batch at a time, never by the request itself.
 */
describe.each(bothEngines())('the holder mails of a pause, on %s', (kind) => {
  let t: TestApp;
  let business: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    business = await signedInUser(t, 'BUSINESS');
  });
  afterAll(() => t.close());

  /** A membership of the business with HOLDERS holders; answers its parent token and their prefix. */
  async function crowded(title: string) {
    const membership = await membershipOf(t, business, title);
    const prefix = `hold${kind}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    await seedHolders(t, membership, HOLDERS, prefix);
    return { ...membership, prefix };
  }
  const setStatus = (app: typeof t.app, tokenId: number, status: string) =>
    app.request(`/tokens/${tokenId}/status`, { ...json({ status }, business), method: 'PUT' });
  const queuedTo = (prefix: string) =>
    t.deps.db
      .select({ id: holderMails.id, claimedUntil: holderMails.claimedUntil, sentAt: holderMails.sentAt })
      .from(holderMails)
      .innerJoin(users, eq(users.id, holderMails.userId))
      .where(like(users.email, `${prefix}-%`));
  const sentTo = async (prefix: string, subject: string) =>
    (
      await t.deps.db
        .select({ n: count() })
        .from(outboxMails)
        .where(and(like(outboxMails.toAddress, `${prefix}-%`), eq(outboxMails.subject, subject)))
    )[0]?.n;

  it('answers a pause before any holder is mailed, then the drain mails each holder once, a batch at a time', async () => {
    const { parentId, prefix } = await crowded('Crowded Club');
    // Every mail waits at the mailer until the test lets them go.
    const held = gate();
    const handed: MailMessage[] = [];
    const waiting: Mailer = {
      send: async (message) => {
        await held.opened;
        handed.push(message);
        await t.deps.mailer.send(message);
      },
    };
    const app = appWithTestAddresses({ ...t.deps, mailer: waiting });

    const paused = await setStatus(app, parentId, 'ARCHIVED');
    expect(paused.status, await paused.clone().text()).toBe(200);
    // Answered with every mail queued and none sent; the request's drain has claimed one batch.
    expect(handed).toEqual([]);
    const queued = await queuedTo(prefix);
    expect(queued).toHaveLength(HOLDERS);
    await expect
      .poll(async () => (await queuedTo(prefix)).filter((mail) => mail.claimedUntil !== null).length)
      .toBe(100);

    held.open();
    await expect
      .poll(async () => (await queuedTo(prefix)).filter((mail) => mail.sentAt === null).length)
      .toBe(0);
    expect(await sentTo(prefix, 'Crowded Club: sales are paused')).toBe(HOLDERS);
    expect(new Set(handed.map((mail) => mail.to)).size).toBe(HOLDERS);
    // Nothing is left for the job, and nothing is sent twice.
    expect(await drainHolderMails(t.deps)).toBe(0);
    expect(await sentTo(prefix, 'Crowded Club: sales are paused')).toBe(HOLDERS);
  });

  it('queues nothing for a change refused, and the resume’s mails after the pause’s', async () => {
    const { parentId, prefix } = await crowded('Crowded Lounge');
    expect((await setStatus(t.app, parentId, 'ACTIVE')).status).toBe(409);
    expect(await queuedTo(prefix)).toHaveLength(0);

    expect((await setStatus(t.app, parentId, 'ARCHIVED')).status).toBe(200);
    expect((await setStatus(t.app, parentId, 'ACTIVE')).status).toBe(200);
    expect(await queuedTo(prefix)).toHaveLength(2 * HOLDERS);
    await expect.poll(() => sentTo(prefix, 'Crowded Lounge: sales have resumed')).toBe(HOLDERS);
    expect(await sentTo(prefix, 'Crowded Lounge: sales are paused')).toBe(HOLDERS);
  });

  it('leaves a mail the mailer refused for a later drain, which sends it once', async () => {
    const { parentId, prefix } = await crowded('Crowded Bar');
    const refused = `${prefix}-7@keyclub.test`;
    const refusing: Mailer = {
      send: async (message) => {
        if (message.to === refused) throw new Error('421 try again later');
        await t.deps.mailer.send(message);
      },
    };
    const app = appWithTestAddresses({ ...t.deps, mailer: refusing });
    expect((await setStatus(app, parentId, 'ARCHIVED')).status).toBe(200);
    await expect.poll(() => sentTo(prefix, 'Crowded Bar: sales are paused')).toBe(HOLDERS - 1);
    const [left] = await t.deps.db
      .select({ lastError: holderMails.lastError })
      .from(holderMails)
      .innerJoin(users, eq(users.id, holderMails.userId))
      .where(and(eq(users.email, refused), isNull(holderMails.sentAt), isNotNull(holderMails.claimedUntil)));
    expect(left?.lastError).toBe('421 try again later');

    // Its claim lapses (the job's next round after claimMs): sent, once.
    await t.deps.db
      .update(holderMails)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(isNull(holderMails.sentAt));
    expect(await drainHolderMails(t.deps)).toBe(1);
    expect(await sentTo(prefix, 'Crowded Bar: sales are paused')).toBe(HOLDERS);
  });
});
