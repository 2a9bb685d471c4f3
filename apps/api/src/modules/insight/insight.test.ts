import { businessInsightSchema, dataEnvelope, platformFiguresSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activations,
  announcements,
  announcementUsers,
  businessEarnings,
  purchases,
  tokens,
} from '../../db/schema/index.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const insightBody = dataEnvelope(businessInsightSchema);
const figuresBody = dataEnvelope(platformFiguresSchema);

/** Two days ago at 15:00 UTC: inside the 30-day range in every zone, its weekday known. */
const twoDaysAgo = (() => {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() - 2);
  at.setUTCHours(15, 0, 0, 0);
  return at;
})();
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/** Monday 0 … Sunday 6. */
const utcWeekday = (at: Date) => (at.getUTCDay() + 6) % 7;

describe.each(productionEngine())('GET /insight and GET /operator/figures on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const read = async (path: string, session: TestSession) => {
    const response = await t.app.request(path, { headers: session.headers });
    expect(response.status).toBe(200);
    return response.json();
  };

  /** A business with one membership, two holders, and what they did two days ago. */
  async function busyBusiness() {
    const seller = await listingBusiness(t);
    const gold = await seller.membership('Gold Insight');
    const copies = [await seller.copy(gold), await seller.copy(gold)];
    const buyer = await signedInUser(t, 'CONSUMER');
    const purchase = (
      kind: 'PURCHASE' | 'RENEWAL' | 'RESALE',
      status: 'FULFILLED' | 'REFUNDED',
      amount: string,
    ) => ({
      userId: buyer.userId,
      tokenProfileId: gold.profileId,
      sourceTokenId: gold.tokenId,
      provider: 'card' as const,
      kind,
      status,
      amount,
      fulfilledAt: twoDaysAgo,
    });
    const rows = await t.deps.db
      .insert(purchases)
      .values([
        purchase('PURCHASE', 'FULFILLED', '10.00'),
        purchase('RESALE', 'FULFILLED', '12.00'),
        purchase('RENEWAL', 'FULFILLED', '8.00'),
        // Refunded: no sale.
        purchase('PURCHASE', 'REFUNDED', '10.00'),
      ])
      .returning({ id: purchases.id, status: purchases.status, amount: purchases.amount });
    await t.deps.db.insert(businessEarnings).values(
      rows.map((row) => ({
        businessId: seller.businessId,
        purchaseId: row.id,
        grossAmount: row.amount,
        feePercentage: '10',
        feeAmount: (Number(row.amount) / 10).toFixed(2),
        netAmount: ((Number(row.amount) * 9) / 10).toFixed(2),
        createdAt: twoDaysAgo,
      })),
    );
    await t.deps.db.insert(activations).values(
      copies.map((tokenId) => ({
        tokenId,
        status: 'ARCHIVED' as const,
        expiresAt: twoDaysAgo,
        activatedAt: twoDaysAgo,
        createdAt: twoDaysAgo,
      })),
    );
    const [sent] = await t.deps.db
      .insert(announcements)
      .values({
        businessId: seller.businessId,
        tokenProfileId: gold.profileId,
        subject: 'Insight night',
        message: 'Come by.',
        status: 'ACTIVE',
        sentAt: twoDaysAgo,
      })
      .returning({ id: announcements.id });
    await t.deps.db.insert(announcements).values({
      businessId: seller.businessId,
      tokenProfileId: gold.profileId,
      subject: 'A draft',
      message: 'Not sent.',
    });
    const members = [await signedInUser(t, 'CONSUMER'), await signedInUser(t, 'CONSUMER'), buyer];
    await t.deps.db.insert(announcementUsers).values(
      members.map((member, index) => ({
        announcementId: sent?.id ?? 0,
        userId: member.userId,
        isRead: index === 0,
        readAt: index === 0 ? new Date() : null,
      })),
    );
    return { seller, copies, announcementId: sent?.id ?? 0 };
  }

  it('gives a business its own sales, renewals, activations and announcement reach, and another business none of them', async () => {
    const { seller, announcementId } = await busyBusiness();
    const { data } = insightBody.parse(await read('/insight', seller.owner));
    expect(data.per_day).toHaveLength(30);
    expect(data.per_day.at(-1)?.day).toBe(utcDay(new Date()));
    const day = data.per_day.find((row) => row.day === utcDay(twoDaysAgo));
    expect(day).toEqual({ day: utcDay(twoDaysAgo), sales: 2, renewals: 1 });
    expect(data.per_day.reduce((sum, row) => sum + row.sales + row.renewals, 0)).toBe(3);
    expect(data.by_hour).toEqual([{ weekday: utcWeekday(twoDaysAgo), hour: 15, activations: 2 }]);
    expect(data.announcements).toEqual([{ id: announcementId, title: 'Insight night', sent: 3, viewed: 1 }]);

    // Another business (and one with nothing yet) sees only zeros and nothing of ours.
    const other = await listingBusiness(t);
    const seen = insightBody.parse(await read('/insight', other.owner)).data;
    expect(seen.per_day.every((row) => row.sales === 0 && row.renewals === 0)).toBe(true);
    expect(seen.by_hour).toEqual([]);
    expect(seen.announcements).toEqual([]);
  });

  it('counts days and hours in the viewer’s time zone', async () => {
    const { seller } = await busyBusiness();
    // Tokyo is UTC+9 all year: 15:00 UTC is 00:00 the next day there.
    const { data } = insightBody.parse(await read('/insight?tz=Asia%2FTokyo', seller.owner));
    expect(data.time_zone).toBe('Asia/Tokyo');
    const nextDay = new Date(twoDaysAgo.getTime() + 9 * 3600_000);
    expect(data.by_hour).toEqual([{ weekday: utcWeekday(nextDay), hour: 0, activations: 2 }]);
    expect(data.per_day.find((row) => row.day === utcDay(nextDay))).toMatchObject({ sales: 2, renewals: 1 });

    const refused = await t.app.request('/insight?tz=Mars%2FOlympus', { headers: seller.owner.headers });
    expect(refused.status).toBe(400);
  });

  it('gives operators the platform’s sales, fees, active memberships and activations per day', async () => {
    const operator = await signedInUser(t, 'OPERATOR');
    const dayOf = async () =>
      figuresBody
        .parse(await read('/operator/figures', operator))
        .data.per_day.find((row) => row.day === utcDay(twoDaysAgo));
    const before = await dayOf();
    const today = async () =>
      figuresBody.parse(await read('/operator/figures', operator)).data.per_day.at(-1);
    const liveBefore = (await today())?.active_memberships ?? 0;
    const { copies } = await busyBusiness();
    const after = await dayOf();
    expect(before && after).toBeTruthy();
    if (!before || !after) return;
    // Three fulfilled (the refund left out): 10 + 12 + 8, fees a tenth of them.
    expect(after.sales - before.sales).toBe(3);
    expect(after.sales_amount - before.sales_amount).toBeCloseTo(30, 2);
    expect(after.fees - before.fees).toBeCloseTo(3, 2);
    expect(after.activations - before.activations).toBe(2);
    // The two copies were made now: live today, not two days ago.
    expect(after.active_memberships).toBe(before.active_memberships);
    expect((await today())?.active_memberships).toBe(liveBefore + 2);
    // A key that lapsed yesterday is not live today.
    await t.deps.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(tokens.id, copies[0] ?? 0));
    expect((await today())?.active_memberships).toBe(liveBefore + 1);
  });

  it('refuses the figures to all but their readers', async () => {
    const business = await signedInUser(t, 'BUSINESS');
    const consumer = await signedInUser(t, 'CONSUMER');
    const operator = await signedInUser(t, 'OPERATOR');
    const status = async (path: string, session?: TestSession) =>
      (await t.app.request(path, { headers: session?.headers ?? {} })).status;
    expect(await status('/insight')).toBe(401);
    expect(await status('/insight', consumer)).toBe(403);
    expect(await status('/insight', operator)).toBe(403);
    expect(await status('/operator/figures')).toBe(401);
    expect(await status('/operator/figures', business)).toBe(403);
    expect(await status('/operator/figures', consumer)).toBe(403);
  });
});
