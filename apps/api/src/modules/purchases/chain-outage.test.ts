import { MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_UNAVAILABLE_MESSAGE } from '../../adapters/chain/chain-port.ts';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { freePort } from '../../testing/free-port.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

describe.each(productionEngine())('purchases while the chain node is down on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  let down: ReturnType<typeof appWithChain>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
    const deadChain = createChainPort({
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
      timeoutMs: 2_000,
    });
    down = appWithChain(t.deps, deadChain);
  });
  afterAll(async () => {
    await down.deps.chainWrites.stop();
    await on.stop();
    await t.close();
  });

  const copiesOf = (parentId: number) => t.deps.db.select().from(tokens).where(eq(tokens.parentId, parentId));

  it('refuses a crypto claim with the chain message and records nothing; the same claim is credited once the node is back', async () => {
    const gold = await on.membershipWithLock('Outage crypto', { price: 8, copies: 3, ...THIRTY_DAYS });
    const session = await signedInUser(t, 'CONSUMER');
    const wallet = await walletBuyer(t, on.fork);
    await wallet.linkTo(session.userId);
    const { hash, keyId } = await wallet.buy(gold.lock);
    const body = { token_id_bc: keyId.toString(), wallet_address: wallet.address, tx_hash: hash };
    const claim = (app: typeof on.app) =>
      app.request(`/tokens/${gold.tokenId}/purchase?crypto=true`, json(body, session));

    const refused = await claim(down.app);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      message: CHAIN_UNAVAILABLE_MESSAGE,
      errors: [{ message: CHAIN_UNAVAILABLE_MESSAGE }],
    });
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.txHash, hash))).toEqual([]);
    expect(await copiesOf(gold.tokenId)).toEqual([]);

    const credited = await claim(on.app);
    expect(credited.status, await credited.clone().text()).toBe(200);
    expect(await copiesOf(gold.tokenId)).toHaveLength(1);
  });

  it('gives a card payment back when its key cannot be sent: the failure dialog, no key, no copy, the copy on sale again', async () => {
    const silver = await on.membershipWithLock('Outage card', { price: 5, copies: 2, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    // Opened while the node answered (a checkout reads the lock's room on chain).
    const session = await openCheckout(on.app, buyer, silver.tokenId);
    if (!(await t.deps.localCheckout?.complete(session.session_id, 'pay'))) throw new Error('not paid');

    // The return page's poll finds the session paid and delivers through the API whose chain is down.
    expect(await pollUntilSettled(down.app, buyer, silver.tokenId, session.session_id)).toEqual({
      pending: false,
      token_id: null,
      error: MESSAGES.errors.cardPaymentFailed,
    });
    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase).toMatchObject({ status: 'REFUNDED', resultTokenId: null, stockReserved: false });
    expect(purchase.externalRefundId).not.toBeNull();
    expect(await copiesOf(silver.tokenId)).toEqual([]);
    expect(await on.readLock<bigint>(silver.lock, 'totalSupply')).toBe(0n);
    const [profile] = await t.deps.db
      .select()
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, silver.profileId));
    expect(profile).toMatchObject({ availableCopiesCount: 2, soldCopiesCount: 0 });
  });
});
