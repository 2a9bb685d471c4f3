import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

/** How session ids used to be made: from the purchase's sequential id, so anyone could compute them. */
const derivedId = (purchaseId: number) =>
  `cs_local_${createHash('sha256').update(`checkout:${purchaseId}`).digest('hex').slice(0, 24)}`;

describe.each(bothEngines())('local checkout session ids on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** What checkout asks of the provider for purchase `purchaseId` (its idempotency key is `checkout:<id>`). */
  const sessionFor = (purchaseId: number) =>
    t.deps.payments.createCheckoutSession({
      line: { title: 'Session ids', imageUrl: null, amountMinor: 1000, currency: 'usd', metadata: {} },
      successUrl: 'http://localhost/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost/cancel',
      expiresAt: new Date(Date.now() + 31 * 60_000),
      idempotencyKey: `checkout:${purchaseId}`,
    });

  it('are random: consecutive sessions share nothing, and an id derived from the purchase pays nothing', async () => {
    const first = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    const sessions = [await sessionFor(first), await sessionFor(first + 1)];

    const randomParts = sessions.map((session) => session.id.replace(/^cs_local_/, ''));
    for (const part of randomParts) expect(part).toMatch(/^[0-9a-f]{24}$/);
    // 96 random bits each: unrelated values agree at about one position in 16, never at most.
    const same = [...(randomParts[0] ?? '')].filter((char, index) => char === randomParts[1]?.[index]).length;
    expect(same).toBeLessThan(12);
    expect(sessions.map((session) => session.id)).not.toContain(derivedId(first));
    expect(sessions.map((session) => session.id)).not.toContain(derivedId(first + 1));

    // A stranger computing the second session from its purchase id can neither open, pay nor cancel it.
    expect((await t.app.request(`/checkout/local/${derivedId(first + 1)}`)).status).toBe(404);
    for (const action of ['pay', 'cancel']) {
      const response = await t.app.request(`/checkout/local/${derivedId(first + 1)}/${action}`, {
        method: 'POST',
      });
      expect(response.status).toBe(404);
    }
    expect(await t.deps.payments.retrieveSession(sessions[1]?.id ?? '')).toEqual({
      status: 'open',
      paymentId: null,
    });
    // Whoever was given the session's page still reaches it.
    expect((await t.app.request(new URL(sessions[1]?.url ?? '').pathname)).status).toBe(200);
  });

  it('answers a retried create (same idempotency key) with the same session', async () => {
    const purchaseId = 2_000_000 + Math.floor(Math.random() * 1_000_000);
    const [once, again] = await Promise.all([sessionFor(purchaseId), sessionFor(purchaseId)]);
    expect(again).toEqual(once);
    expect(await sessionFor(purchaseId + 1)).not.toEqual(once);
  });
});
