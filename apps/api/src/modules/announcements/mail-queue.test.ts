import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS } from '../../adapters/mail/mail-drain.ts';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { announcementMails, outboxMails } from '../../db/schema/index.ts';
import { membershipOf, seedHolders } from '../../testing/fixtures/announcement-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { drainAnnouncementMails, type MailQueueDeps } from './mail-queue.ts';

describe.each(bothEngines())('the announcement mail queue on %s', (kind) => {
  let t: TestApp;
  let business: TestSession;
  let deps: MailQueueDeps;

  beforeAll(async () => {
    t = await createTestApp(kind);
    business = await signedInUser(t, 'BUSINESS');
    deps = { ...t.deps, consumerAppUrl: 'https://keyclub.example' };
  });
  afterAll(() => t.close());

  /** A sent announcement to `holders` new holders; answers its id and their address prefix. */
  async function sentTo(holders: number) {
    const membership = await membershipOf(t, business, 'Queue Club');
    const prefix = `queue${kind}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    await seedHolders(t, membership, holders, prefix);
    const response = await t.app.request('/announcement', {
      method: 'POST',
      headers: { ...business.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        token_profile_id: membership.profileId,
        subject: 'Live music',
        message: 'A band on Friday.\nDoors at 8 & no cover.',
        status: 'ACTIVE',
      }),
    });
    const { data } = (await response.json()) as { data: { id: number } };
    return { id: data.id, prefix };
  }
  const lapseClaims = (announcementId: number) =>
    t.deps.db
      .update(announcementMails)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(announcementMails.announcementId, announcementId));
  const unsentOf = async (announcementId: number) =>
    (
      await t.deps.db
        .select({ n: count() })
        .from(announcementMails)
        .where(and(eq(announcementMails.announcementId, announcementId), isNull(announcementMails.sentAt)))
    )[0]?.n;
  const mailsTo = async (prefix: string) =>
    t.deps.db
      .select({
        to: outboxMails.toAddress,
        subject: outboxMails.subject,
        text: outboxMails.text,
        html: outboxMails.html,
      })
      .from(outboxMails)
      .where(like(outboxMails.toAddress, `${prefix}-%`));

  it('mails the business’s subject and message with the link that opens the announcement', async () => {
    const { id, prefix } = await sentTo(1);
    expect(await drainAnnouncementMails(deps)).toBe(1);
    const [mail] = await mailsTo(prefix);
    expect(mail?.subject).toMatch(/^Business \w+: Live music$/);
    expect(mail?.text).toContain('A band on Friday.\nDoors at 8 & no cover.');
    expect(mail?.text).toContain(`https://keyclub.example/view-announcement/${id}`);
    expect(mail?.html).toContain('Doors at 8 &#38; no cover.');
  });

  it('sends what a drain that died had claimed once its claim lapses, and what it had sent not again', async () => {
    const { id, prefix } = await sentTo(6);
    // This process stops answering at its third mail (it died there).
    let handed = 0;
    const dying: Mailer = {
      send: (message) => {
        handed += 1;
        return handed < 3 ? t.deps.mailer.send(message) : new Promise<void>(() => undefined);
      },
    };
    void drainAnnouncementMails({ ...deps, mailer: dying }, { batchSize: 6, concurrency: 1 });
    await expect.poll(() => handed).toBe(3);
    // Its claim holds the batch: a second process finds nothing to send meanwhile.
    expect(await drainAnnouncementMails(deps)).toBe(0);

    // The claim lapses (restart): the next drain sends the other four.
    await lapseClaims(id);
    expect(await drainAnnouncementMails(deps)).toBe(4);
    const mails = await mailsTo(prefix);
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(6);
    expect(await unsentOf(id)).toBe(0);
  });

  it('retries a mail the mail server refused, and gives it up after the last attempt', async () => {
    const { id, prefix } = await sentTo(2);
    const refused = `${prefix}-1@keyclub.test`;
    const refusing = (to: string): Mailer => ({
      send: (message: MailMessage) =>
        message.to === to
          ? Promise.reject(new Error('550 mailbox unavailable'))
          : t.deps.mailer.send(message),
    });
    expect(await drainAnnouncementMails({ ...deps, mailer: refusing(refused) })).toBe(1);
    expect(await unsentOf(id)).toBe(1);
    await lapseClaims(id);
    expect(await drainAnnouncementMails(deps)).toBe(1);
    expect((await mailsTo(prefix)).map((mail) => mail.to).sort()).toEqual([
      refused,
      `${prefix}-2@keyclub.test`,
    ]);

    const next = await sentTo(1);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(
        await drainAnnouncementMails({ ...deps, mailer: refusing(`${next.prefix}-1@keyclub.test`) }),
      ).toBe(0);
      await lapseClaims(next.id);
    }
    expect(await drainAnnouncementMails(deps)).toBe(0);
    const [given] = await t.deps.db
      .select({ attempts: announcementMails.attempts, lastError: announcementMails.lastError })
      .from(announcementMails)
      .where(eq(announcementMails.announcementId, next.id));
    expect(given).toEqual({ attempts: MAX_MAIL_ATTEMPTS, lastError: '550 mailbox unavailable' });
  });
});
