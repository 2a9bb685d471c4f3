import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payments-port.ts';
import { createStripePayments } from './stripe-payments.ts';

const WEBHOOK_SECRET = 'whsec_test_connect';

type Call = {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
};

const formOf = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
};

/** Answers the Connect calls payouts make, as Stripe's API does, and records them. */
function fakeConnect() {
  const calls: Call[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '';
    const form = await formOf(request);
    calls.push({
      method: request.method ?? '',
      path,
      form,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    const send = (object: object) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(object));
    };
    if (request.method === 'POST' && path === '/v1/accounts')
      return send({ id: 'acct_1', object: 'account' });
    if (request.method === 'GET' && path === '/v1/accounts/acct_1')
      return send({
        id: 'acct_1',
        object: 'account',
        details_submitted: true,
        capabilities: { transfers: 'active' },
      });
    if (request.method === 'POST' && path === '/v1/account_links')
      return send({ object: 'account_link', url: 'https://connect.stripe.test/setup/e/acct_1/x' });
    if (request.method === 'GET' && path === '/v1/payment_intents/pi_1')
      return send({ id: 'pi_1', object: 'payment_intent', latest_charge: 'ch_1' });
    if (request.method === 'POST' && path === '/v1/transfers')
      return send({ id: 'tr_1', object: 'transfer' });
    if (request.method === 'POST' && path === '/v1/transfers/tr_1/reversals')
      return send({ id: 'trr_1', object: 'transfer_reversal' });
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No route ${path}` } }));
  });
  return {
    calls,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Stripe Connect payouts, with the stripe SDK against a local server', () => {
  const stripe = fakeConnect();
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

  const callTo = (path: string) => stripe.calls.find((call) => call.path === path);

  it('makes an Express account able to receive transfers, and an onboarding link back to Settings', async () => {
    expect(
      await payments.createPayoutAccount({
        metadata: { business_id: '7' },
        idempotencyKey: 'payout-account:7',
      }),
    ).toEqual({
      accountId: 'acct_1',
    });
    expect(callTo('/v1/accounts')).toMatchObject({
      idempotencyKey: 'payout-account:7',
      form: { type: 'express', 'capabilities[transfers][requested]': 'true', 'metadata[business_id]': '7' },
    });
    const link = await payments.createOnboardingLink('acct_1', {
      returnUrl: 'https://business.keyclub.test/settings?tab=payouts&onboarding=return',
      refreshUrl: 'https://business.keyclub.test/settings?tab=payouts&onboarding=refresh',
    });
    expect(link.url).toBe('https://connect.stripe.test/setup/e/acct_1/x');
    expect(callTo('/v1/account_links')?.form).toEqual({
      account: 'acct_1',
      type: 'account_onboarding',
      return_url: 'https://business.keyclub.test/settings?tab=payouts&onboarding=return',
      refresh_url: 'https://business.keyclub.test/settings?tab=payouts&onboarding=refresh',
    });
    expect(await payments.retrievePayoutAccount('acct_1')).toEqual({ ready: true });
  });

  it('transfers from the sale’s charge with the earning’s idempotency key, and reverses it', async () => {
    const made = await payments.transfer({
      destination: 'acct_1',
      amountMinor: 2295,
      currency: 'USD',
      sourcePaymentId: 'pi_1',
      transferGroup: 'purchase:9',
      idempotencyKey: 'earning:3',
    });
    expect(made).toEqual({ transferId: 'tr_1' });
    expect(callTo('/v1/transfers')).toMatchObject({
      idempotencyKey: 'earning:3',
      form: {
        amount: '2295',
        currency: 'usd',
        destination: 'acct_1',
        transfer_group: 'purchase:9',
        source_transaction: 'ch_1',
      },
    });
    expect(await payments.reverseTransfer('tr_1', 'earning-reversal:3')).toEqual({ reversalId: 'trr_1' });
    expect(callTo('/v1/transfers/tr_1/reversals')?.idempotencyKey).toBe('earning-reversal:3');
  });

  it('takes only account.updated from the Connect endpoint, signed with its own secret', () => {
    const connect = createStripePayments({
      secretKey: 'sk_test_keyclub',
      webhookSecret: WEBHOOK_SECRET,
      connectWebhookSecret: 'whsec_connect_endpoint',
    });
    const signed = (event: object, secret: string) => {
      const payload = JSON.stringify({ object: 'event', created: Math.floor(Date.now() / 1000), ...event });
      return connect.parseWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    };
    const account = {
      id: 'evt_c1',
      type: 'account.updated',
      data: {
        object: {
          id: 'acct_9',
          object: 'account',
          details_submitted: true,
          capabilities: { transfers: 'active' },
        },
      },
    };
    expect(signed(account, 'whsec_connect_endpoint')).toEqual({
      type: 'payout-account',
      accountId: 'acct_9',
      ready: true,
    });
    expect(signed(account, WEBHOOK_SECRET)).toEqual({
      type: 'payout-account',
      accountId: 'acct_9',
      ready: true,
    });
    // A connected account's own charge refunded or disputed names no payment of ours: ignored.
    const refunded = {
      id: 'evt_c2',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_ours', refunds: { data: [] } } },
    };
    expect(signed(refunded, 'whsec_connect_endpoint')).toEqual({
      type: 'ignored',
      eventType: 'connect:refunded',
    });
    expect(signed(refunded, WEBHOOK_SECRET)).toMatchObject({ type: 'refunded', paymentId: 'pi_ours' });
    // Neither secret: refused.
    expect(() => signed(account, 'whsec_someone_else')).toThrow(WebhookSignatureError);
    // Without a Connect secret configured, the platform's secret alone is accepted.
    expect(() =>
      payments.parseWebhook(
        JSON.stringify(account),
        Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(account),
          secret: 'whsec_connect_endpoint',
        }),
      ),
    ).toThrow(WebhookSignatureError);
  });

  it('reads account.updated and disputes from signed webhooks', () => {
    const parse = (event: object) => {
      const payload = JSON.stringify({ object: 'event', created: Math.floor(Date.now() / 1000), ...event });
      return payments.parseWebhook(
        payload,
        Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      );
    };
    const account = (transfers: string) => ({
      id: 'evt_1',
      type: 'account.updated',
      data: {
        object: { id: 'acct_1', object: 'account', details_submitted: true, capabilities: { transfers } },
      },
    });
    expect(parse(account('active'))).toEqual({ type: 'payout-account', accountId: 'acct_1', ready: true });
    expect(parse(account('pending'))).toEqual({ type: 'payout-account', accountId: 'acct_1', ready: false });
    const dispute = (type: string, status: string) => ({
      id: 'evt_2',
      type,
      data: { object: { id: 'dp_1', object: 'dispute', payment_intent: 'pi_1', status } },
    });
    expect(parse(dispute('charge.dispute.created', 'needs_response'))).toEqual({
      type: 'disputed',
      paymentId: 'pi_1',
    });
    expect(parse(dispute('charge.dispute.closed', 'won'))).toEqual({
      type: 'dispute-closed',
      paymentId: 'pi_1',
      won: true,
    });
  });
});
