import { count, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementMails, announcementUsers, outboxMails } from '../../db/schema/index.ts';
import { membershipOf, seedHolders } from '../../testing/fixtures/announcement-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { recordQueries } from '../../testing/query-recorder.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { drainAnnouncementMails } from './mail-queue.ts';

const HOLDERS = 10_000;
const MAILED = HOLDERS / 4;

describe.each(bothEngines())('publishing to %s holders at scale', (kind) => {
  let t: TestApp;
  let business: TestSession;
  let profileId: number;
  const prefix = `scale${kind}${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    business = await signedInUser(t, 'BUSINESS');
    const membership = await membershipOf(t, business, 'Ten Thousand Club');
    profileId = membership.profileId;
    await seedHolders(t, membership, HOLDERS, prefix);
    // Three holders in four turned the mails off (fewer mails keep the drain short on PGlite).
    await t.deps.db.execute(sql`update users set is_purchased_token_email_notify = false
      where email like ${`${prefix}-%`} and split_part(split_part(email, '-', 2), '@', 1)::int % 4 <> 0`);
  });
  afterAll(() => t.close());

  it(`sends to ${HOLDERS} holders with one INSERT … SELECT and answers before any mail goes out; the drain then sends each mail once`, async () => {
    const draft = await t.app.request('/announcement', {
      method: 'POST',
      headers: { ...business.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        token_profile_id: profileId,
        subject: 'To all',
        message: 'Hello.',
        status: 'PENDING',
      }),
    });
    const { data } = (await draft.json()) as { data: { id: number } };

    const recorder = recordQueries(t.deps.db);
    const started = performance.now();
    const published = await t.app.request('/announcement/publish', {
      method: 'PUT',
      headers: { ...business.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ announcement_id: data.id, token_profile_id: profileId }),
    });
    const publishMs = Math.round(performance.now() - started);
    recorder.stop();
    expect(published.status).toBe(200);
    expect(((await published.json()) as { data: { user_count: number } }).data.user_count).toBe(HOLDERS);
    console.info(
      `publish to ${HOLDERS} holders on ${kind}: ${publishMs} ms, ${recorder.statements.length} statements`,
    );

    // The fan-out is a single statement: receipts and queued mails in one INSERT … SELECT.
    const inserts = recorder.statements.filter((statement) => /\binsert into\b/i.test(statement));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatch(/insert into "announcement_users"[\s\S]*select distinct/i);
    expect(inserts[0]).toMatch(/insert into "announcement_mails"/i);
    expect(recorder.statements.length).toBeLessThan(12);
    const sentMails = (to: string) =>
      t.deps.db.select({ n: count() }).from(outboxMails).where(like(outboxMails.toAddress, to));
    expect((await sentMails(`${prefix}-%`))[0]?.n).toBe(0);

    const [receipts] = await t.deps.db
      .select({ n: count() })
      .from(announcementUsers)
      .where(eq(announcementUsers.announcementId, data.id));
    expect(receipts?.n).toBe(HOLDERS);
    const [queued] = await t.deps.db
      .select({ n: count() })
      .from(announcementMails)
      .where(eq(announcementMails.announcementId, data.id));
    expect(queued?.n).toBe(MAILED);

    // Two drains at once (two API processes): together they send every mail, none twice.
    const deps = { ...t.deps, consumerAppUrl: t.deps.env.consumerAppUrl };
    const drainStarted = performance.now();
    const [first, second] = await Promise.all([
      drainAnnouncementMails(deps, { batchSize: 500 }),
      drainAnnouncementMails(deps, { batchSize: 500 }),
    ]);
    console.info(
      `drained ${first + second} mails on ${kind} in ${Math.round(performance.now() - drainStarted)} ms`,
    );
    expect(first + second).toBe(MAILED);
    const [outbox] = await t.deps.db
      .select({ n: count(), addresses: sql<number>`count(distinct ${outboxMails.toAddress})::int` })
      .from(outboxMails)
      .where(like(outboxMails.toAddress, `${prefix}-%`));
    expect(outbox).toEqual({ n: MAILED, addresses: MAILED });
    const [quiet] = await t.deps.db
      .select({ n: count() })
      .from(outboxMails)
      .where(like(outboxMails.toAddress, `${prefix}-3@%`));
    expect(quiet?.n).toBe(0);
    const [unsent] = await t.deps.db
      .select({ n: count() })
      .from(announcementMails)
      .where(isNull(announcementMails.sentAt));
    expect(unsent?.n).toBe(0);
    expect(await drainAnnouncementMails(deps)).toBe(0);
  });
});
