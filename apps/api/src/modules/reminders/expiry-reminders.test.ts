import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, tokenProfiles, users } from '../../db/schema/index.ts';
import { json, openCheckout, pathOf, pollUntilSettled } from '../../testing/fixtures/checkout-fixtures.ts';
import { ownershipOnFork } from '../../testing/fixtures/ownership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { runExpiryReminders } from './expiry-reminders-job.ts';

const DAY_S = 86_400;
const HOUR_S = 3_600;
const THIRTY_DAYS = {
  price: 10,
  copies: 20,
  expirationDuration: 30,
  expirationDurationType: 'DAYS' as const,
};

describe.each(bothEngines())('expiry reminders on a moved chain clock on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof ownershipOnFork>>;
  let membership: Awaited<ReturnType<typeof on.membershipWithLock>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await ownershipOnFork(t);
    membership = await on.membershipWithLock('Reminder Supper Club', THIRTY_DAYS, { renewalPrice: '4.00' });
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  /**
   * Moves the fork's clock (only the chain's: the server's stays) `seconds` past its latest block and
   * mines a block at that time. The fork starts from the run chain, whose clock other files moved.
   */
  const passOnChain = async (seconds: number) => {
    const { timestamp } = await on.fork.client.getBlock();
    await on.fork.client.setNextBlockTimestamp({ timestamp: timestamp + BigInt(seconds) });
    await on.fork.client.mine({ blocks: 1 });
  };
  /** A key granted for 30 days of chain time, and the chain's clock moved to `left` seconds before it expires. */
  const copyExpiringIn = async (left: number) => {
    const copy = await on.ownedCopy(membership, 30 * DAY_S);
    const expiration = await on.readLock<bigint>(membership.lock, 'keyExpirationTimestampFor', [
      BigInt(copy.keyId),
    ]);
    await on.fork.client.setNextBlockTimestamp({ timestamp: expiration - BigInt(left) });
    await on.fork.client.mine({ blocks: 1 });
    return copy;
  };
  const mailsTo = async (userId: number) => {
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    return t.deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, user?.email ?? ''))
      .orderBy(outboxMails.id);
  };
  const subjectsTo = async (userId: number) => (await mailsTo(userId)).map((mail) => mail.subject);
  const run = () => runExpiryReminders(on.deps);

  it('mails a week before, a day before and on the day the key expires, each once, by the chain’s clock', async () => {
    const { holder, copyId } = await copyExpiringIn(7 * DAY_S - HOUR_S);
    await run();
    await run();
    expect(await subjectsTo(holder.userId)).toEqual([
      'Your Reminder Supper Club membership expires in 7 days',
    ]);

    await passOnChain(6 * DAY_S);
    await run();
    await passOnChain(DAY_S - HOUR_S + 60);
    await run();
    await run();
    const mails = await mailsTo(holder.userId);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your Reminder Supper Club membership expires in 7 days',
      'Your Reminder Supper Club membership expires tomorrow',
      'Your Reminder Supper Club membership has expired',
    ]);
    // One button, to the copy's renewal; and the link that turns the reminders off.
    const renew = `${t.deps.env.consumerAppUrl}/tokens/${copyId}/buy?renew=true`;
    for (const mail of mails) {
      expect(mail.text).toContain(`Renew Membership: ${renew}`);
      expect(mail.html?.match(/<a href=/g)).toHaveLength(2);
      expect(mail.text).toMatch(/Turn off expiry reminders: http:\/\/\S+\/auth\/expiry-reminders-off\?user=/);
    }

    await passOnChain(DAY_S);
    await run();
    expect(await mailsTo(holder.userId)).toHaveLength(3);
  });

  it('sends each reminder once when two workers run at once', async () => {
    const { holder } = await copyExpiringIn(DAY_S - HOUR_S);
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.sent + second.sent).toBeGreaterThanOrEqual(1);
    await Promise.all([run(), run()]);
    expect(await subjectsTo(holder.userId)).toEqual([
      'Your Reminder Supper Club membership expires tomorrow',
    ]);
  });

  it('sends none once the mail’s link turned the reminders off, and refuses a forged link', async () => {
    const { holder } = await copyExpiringIn(7 * DAY_S - HOUR_S);
    await run();
    const [week] = await mailsTo(holder.userId);
    const link = new URL(/Turn off expiry reminders: (\S+)/.exec(week?.text ?? '')?.[1] ?? '');
    const query = Object.fromEntries(link.searchParams);

    const forged = await t.app.request(
      '/notifications/expiry-reminders/off',
      json({ ...query, user: String(Number(query.user) + 1) }),
    );
    expect(forged.status).toBe(400);
    const off = await t.app.request('/notifications/expiry-reminders/off', json(query));
    expect(off.status).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, holder.userId));
    expect(user?.isExpiryReminderEmailNotify).toBe(false);

    await passOnChain(6 * DAY_S);
    await run();
    await passOnChain(DAY_S);
    await run();
    expect(await subjectsTo(holder.userId)).toEqual([
      'Your Reminder Supper Club membership expires in 7 days',
    ]);
  });

  it('sends none for the old expiry of a key renewed before it was due', async () => {
    const { holder, copyId } = await copyExpiringIn(DAY_S - HOUR_S);
    await run();
    await passOnChain(DAY_S);
    // Renewed by card once expired, before the next run: the key's new expiry is 30 days away.
    const renewal = await openCheckout(on.app, holder, copyId);
    await on.app.request(`${pathOf(renewal.url)}/pay`, { method: 'POST' });
    expect(await pollUntilSettled(on.app, holder, copyId, renewal.session_id)).toMatchObject({ error: null });
    await run();
    await passOnChain(DAY_S);
    await run();
    const reminders = (await subjectsTo(holder.userId)).filter((subject) => /expire/.test(subject));
    expect(reminders).toEqual(['Your Reminder Supper Club membership expires tomorrow']);
  });
  it('reminds no holder of a paused membership (its renewal is refused), and does once its sales resume', async () => {
    const setStatus = (status: 'ACTIVE' | 'ARCHIVED') =>
      t.deps.db.update(tokenProfiles).set({ status }).where(eq(tokenProfiles.id, membership.profileId));
    const { holder } = await copyExpiringIn(DAY_S - HOUR_S);
    await setStatus('ARCHIVED');
    try {
      await run();
      expect(await subjectsTo(holder.userId)).toEqual([]);
      await setStatus('ACTIVE');
      await run();
      expect(await subjectsTo(holder.userId)).toEqual([
        'Your Reminder Supper Club membership expires tomorrow',
      ]);
    } finally {
      await setStatus('ACTIVE');
    }
  });
});
