import { MESSAGES } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, openCheckout } from '../../testing/fixtures/checkout-fixtures.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { runChain } from '../../testing/run-chain.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A real lock without a key limit (a checkout reads its room on chain). */
const LOCK = runChain().unlimitedLock;

describe('who may check out and poll', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('lets only consumers open a checkout, and only the buyer poll it', async () => {
    const { membership } = await listingBusiness(t);
    const gold = await membership('Access gold', { contractAddress: LOCK });
    const buyer = await signedInUser(t, 'CONSUMER');
    const stranger = await signedInUser(t, 'CONSUMER');
    const business = await signedInUser(t, 'BUSINESS');

    expect((await t.app.request('/tokens/checkout', json({ id: gold.tokenId }))).status).toBe(401);
    expect((await t.app.request('/tokens/checkout', json({ id: gold.tokenId }, business))).status).toBe(403);

    const session = await openCheckout(t.app, buyer, gold.tokenId);
    const poll = (who?: Parameters<typeof json>[1], id = gold.tokenId, query = 'stripe=true') =>
      t.app.request(`/tokens/${id}/purchase?${query}`, json({ session_id: session.session_id }, who));
    expect((await poll()).status).toBe(401);
    expect((await poll(business)).status).toBe(403);
    expect((await poll(stranger)).status).toBe(404);
    // The session belongs to this membership only.
    const other = await membership('Access other', { contractAddress: LOCK });
    expect((await poll(buyer, other.tokenId)).status).toBe(404);
    const own = await poll(buyer);
    expect(own.status).toBe(200);
    expect((await own.json()).data).toEqual({ pending: true, token_id: null, error: null });

    // One method at a time; a crypto claim needs a wallet of the caller's.
    expect((await poll(buyer, gold.tokenId, 'stripe=true&crypto=true')).status).toBe(400);
    expect((await poll(buyer, gold.tokenId, '')).status).toBe(400);
    const crypto = await t.app.request(
      `/tokens/${gold.tokenId}/purchase?crypto=true`,
      json({ token_id_bc: '1', wallet_address: LOCK, tx_hash: `0x${'ab'.repeat(32)}` }, buyer),
    );
    expect(crypto.status).toBe(403);
    expect((await crypto.json()).message).toBe(MESSAGES.checkout.walletNotLinked);
  });

  it('keeps the webhook outside CORS: no browser origin is allowed there, the apps are elsewhere', async () => {
    const [origin] = t.deps.env.corsOrigins;
    const preflight = (path: string) =>
      t.app.request(path, {
        method: 'OPTIONS',
        headers: { Origin: origin ?? '', 'Access-Control-Request-Method': 'POST' },
      });
    expect((await preflight('/webhooks/stripe')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/tokens/checkout')).headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('serves the local page only for open sessions, and documents every checkout route', async () => {
    expect((await t.app.request('/checkout/local/cs_local_000000000000000000000000')).status).toBe(404);
    expect((await t.app.request('/checkout/local/not-a-session')).status).toBe(400);
    const document = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/tokens/checkout',
        '/tokens/{id}/purchase',
        '/webhooks/stripe',
        '/checkout/local/{session_id}',
        '/checkout/local/{session_id}/{action}',
      ]),
    );
  });
});
