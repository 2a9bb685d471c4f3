import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, tokenProfiles } from '../../db/schema/index.ts';
import { json, openCheckout } from '../../testing/fixtures/checkout-fixtures.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { runChain } from '../../testing/run-chain.ts';
import { appWithTestAddresses, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WebhookSignatureError } from './payments-port.ts';
import { createStripePayments } from './stripe-payments.ts';

const WEBHOOK_SECRET = 'whsec_test_keyclub';

type Call = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined };

const bodyOf = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
};

/**
 * Answers the three Stripe calls checkout makes, as Stripe's API does (form-encoded requests, JSON
 * objects back), and records them. `paid` turns a session complete and paid.
 */
function fakeStripe() {
  const calls: Call[] = [];
  const paid = new Set<string>();
  let sessions = 0;
  let failing = false;
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '';
    const form = await bodyOf(request);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method: request.method ?? '', path, form, idempotencyKey });
    if (failing) {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
    }
    const send = (object: object) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(object));
    };
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      return send({
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/${id}`,
        status: 'open',
      });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(path);
    if (request.method === 'GET' && retrieve?.[1]) {
      const id = retrieve[1];
      return send(
        paid.has(id)
          ? {
              id,
              object: 'checkout.session',
              status: 'complete',
              payment_status: 'paid',
              payment_intent: `pi_${id}`,
            }
          : {
              id,
              object: 'checkout.session',
              status: 'open',
              payment_status: 'unpaid',
              payment_intent: null,
            },
      );
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      return send({ id: `re_${form.get('payment_intent')}`, object: 'refund', status: 'succeeded' });
    }
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No route ${path}` } }));
  });
  return {
    calls,
    pay: (id: string) => paid.add(id),
    /** Every call answers 500 while set, as Stripe does in an outage. */
    fail: (down: boolean) => {
      failing = down;
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signed = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};

describe('the Stripe payments adapter, with the stripe SDK against a local server', () => {
  const stripe = fakeStripe();
  let payments: ReturnType<typeof createStripePayments>;
  beforeAll(async () => {
    const port = await stripe.listen();
    payments = createStripePayments({
      secretKey: 'sk_test_keyclub',
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
  });
  afterAll(() => stripe.close());

  it('creates a session with one priced line item, retrieves it paid, and refunds idempotently', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const session = await payments.createCheckoutSession({
      line: {
        title: 'Gold Supper Club',
        imageUrl: 'https://files.keyclub.test/art.png',
        amountMinor: 2550,
        currency: 'usd',
        metadata: { id: '12', membership_duration: '30' },
      },
      successUrl: 'https://keyclub.test/tokens/12/buy?stripePurchase=true&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://keyclub.test/tokens/12/buy',
      expiresAt,
      idempotencyKey: 'checkout:1',
    });
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.test/cs_test_1' });
    const create = stripe.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe('checkout:1');
    expect(Object.fromEntries(create?.form ?? [])).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][product_data][name]': 'Gold Supper Club',
      'line_items[0][price_data][product_data][images][0]': 'https://files.keyclub.test/art.png',
      'line_items[0][price_data][product_data][metadata][membership_duration]': '30',
      'metadata[id]': '12',
      success_url: 'https://keyclub.test/tokens/12/buy?stripePurchase=true&session_id={CHECKOUT_SESSION_ID}',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    });

    expect(await payments.retrieveSession('cs_test_1')).toEqual({ status: 'open', paymentId: null });
    stripe.pay('cs_test_1');
    expect(await payments.retrieveSession('cs_test_1')).toEqual({
      status: 'paid',
      paymentId: 'pi_cs_test_1',
    });

    expect(await payments.refund('pi_cs_test_1', 'refund:1')).toEqual({ refundId: 're_pi_cs_test_1' });
    const refund = stripe.calls.find((call) => call.path === '/v1/refunds');
    expect(refund?.idempotencyKey).toBe('refund:1');
    expect(refund?.form.get('payment_intent')).toBe('pi_cs_test_1');
  });

  it('reads signed webhook events and refuses any other signature', () => {
    const completed = signed({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_9',
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_9',
        },
      },
    });
    expect(payments.parseWebhook(completed.payload, completed.signature)).toEqual({
      type: 'paid',
      sessionId: 'cs_test_9',
      paymentId: 'pi_9',
    });
    const refunded = signed({
      id: 'evt_2',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_9', refunds: { data: [{ id: 're_9' }] } },
      },
    });
    expect(payments.parseWebhook(refunded.payload, refunded.signature)).toEqual({
      type: 'refunded',
      paymentId: 'pi_9',
      refundId: 're_9',
    });
    const forged = signed(
      { id: 'evt_3', object: 'event', type: 'checkout.session.completed' },
      'whsec_other',
    );
    expect(() => payments.parseWebhook(forged.payload, forged.signature)).toThrow(WebhookSignatureError);
    expect(() => payments.parseWebhook(completed.payload, undefined)).toThrow(WebhookSignatureError);
    // The body must be the signed bytes: reformatting it breaks the signature.
    const reformatted = JSON.stringify(JSON.parse(completed.payload), null, 2);
    expect(() => payments.parseWebhook(reformatted, completed.signature)).toThrow(WebhookSignatureError);
  });
});

describe('checkout with Stripe as the provider', () => {
  const stripe = fakeStripe();
  let t: TestApp;
  let app: ReturnType<typeof appWithTestAddresses>;
  beforeAll(async () => {
    const port = await stripe.listen();
    t = await createTestApp('pglite');
    const payments = createStripePayments({
      secretKey: 'sk_test_keyclub',
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
    app = appWithTestAddresses({ ...t.deps, payments, localCheckout: null });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('sends the buyer to Stripe, and an expired-session webhook fails the purchase and releases the copy', async () => {
    const { membership } = await listingBusiness(t);
    const gold = await membership('Stripe gold', {
      price: '19.99',
      copies: 2,
      availableCopiesCount: 2,
      contractAddress: runChain().unlimitedLock,
    });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(app, buyer, gold.tokenId);
    expect(session.url).toBe(`https://checkout.stripe.test/${session.session_id}`);
    const create = stripe.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(create?.form.get('line_items[0][price_data][unit_amount]')).toBe('1999');
    expect(create?.form.get('line_items[0][price_data][product_data][name]')).toBe('Stripe gold');
    // No local checkout page with Stripe.
    expect((await app.request('/checkout/local/cs_local_000000000000000000000000')).status).toBe(404);

    const expired = signed({
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: session.session_id, object: 'checkout.session', payment_status: 'unpaid' } },
    });
    const webhook = await app.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': expired.signature },
      body: expired.payload,
    });
    expect(webhook.status).toBe(200);
    expect(await webhook.json()).toEqual({ data: { received: true } });

    const [purchase] = await t.deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.externalSessionId, session.session_id));
    expect(purchase).toMatchObject({ status: 'FAILED', stockReserved: false });
    const [profile] = await t.deps.db
      .select()
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, gold.profileId));
    expect(profile?.availableCopiesCount).toBe(2);
    const poll = await app.request(
      `/tokens/${gold.tokenId}/purchase?stripe=true`,
      json({ session_id: session.session_id }, buyer),
    );
    expect((await poll.json()).data.pending).toBe(false);

    // The buyer paid at the last moment anyway: the payment is refunded once, however often it is told.
    const late = signed({
      id: 'evt_late',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.session_id,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_late',
        },
      },
    });
    for (const _delivery of [1, 2]) {
      const response = await app.request('/webhooks/stripe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': late.signature },
        body: late.payload,
      });
      expect(response.status).toBe(200);
    }
    const refunds = stripe.calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds.map((call) => call.idempotencyKey)).toEqual([`refund:${purchase?.id}`]);
    const [refunded] = await t.deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchase?.id ?? 0));
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      externalPaymentId: 'pi_late',
      externalRefundId: 're_pi_late',
    });
  });

  it('marks a purchase refunded at the provider when charge.refunded arrives', async () => {
    const { membership } = await listingBusiness(t);
    const silver = await membership('Stripe silver', {
      contractAddress: runChain().unlimitedLock,
    });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(app, buyer, silver.tokenId);
    // As fulfilment leaves it (the grant itself is covered with the local provider and a chain).
    await t.deps.db
      .update(purchases)
      .set({ status: 'FULFILLED', externalPaymentId: 'pi_refunded', stockReserved: false })
      .where(eq(purchases.externalSessionId, session.session_id));
    const refunded = signed({
      id: 'evt_refunded',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: 'pi_refunded',
          refunds: { data: [{ id: 're_dash' }] },
        },
      },
    });
    const response = await app.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': refunded.signature },
      body: refunded.payload,
    });
    expect(response.status).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.externalSessionId, session.session_id));
    expect(row).toMatchObject({ status: 'REFUNDED', externalRefundId: 're_dash' });
  });

  it('answers a clear 503 while Stripe fails, keeps no hold, and a retry opens one session', async () => {
    const { membership } = await listingBusiness(t);
    const last = await membership('Stripe outage', {
      price: '7.00',
      copies: 1,
      availableCopiesCount: 1,
      contractAddress: runChain().unlimitedLock,
    });
    const buyer = await signedInUser(t, 'CONSUMER');
    const available = async () =>
      (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, last.profileId)))[0]
        ?.availableCopiesCount;

    stripe.fail(true);
    const refused = await app.request('/tokens/checkout', json({ id: last.tokenId }, buyer));
    stripe.fail(false);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      message: 'We are unable to process the request. Try again later',
      errors: [{ message: 'We are unable to process the request. Try again later' }],
    });
    expect(await available()).toBe(1);

    const retried = await openCheckout(app, buyer, last.tokenId);
    expect(await available()).toBe(0);
    const live = await t.deps.db.select().from(purchases).where(eq(purchases.sourceTokenId, last.tokenId));
    expect(live.map((purchase) => purchase.status).sort()).toEqual(['FAILED', 'PENDING']);
    expect(live.find((purchase) => purchase.status === 'PENDING')?.externalSessionId).toBe(
      retried.session_id,
    );
  });
});
