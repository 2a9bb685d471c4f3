import {
  type AttentionPurchase,
  type AttentionPurchaseDetail,
  OPERATOR_PURCHASE_MESSAGES as M,
  type PaymentDispute,
} from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainCall } from '../../adapters/chain/chain-port.ts';
import type { ChainWriteRow } from '../../chain-writes/chain-write-kind.ts';
import { sendAndConfirm } from '../../chain-writes/send-call.ts';
import {
  chainWrites,
  localCheckoutSessions,
  operatorActions,
  tokenProfiles,
  tokens,
} from '../../db/schema/index.ts';
import {
  boughtByCard,
  checkoutOnFork,
  json,
  openCheckout,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { recoverPayments } from '../card-checkout/payment-recovery.ts';
import { handlePaymentEvent } from '../card-checkout/payment-webhook.ts';
import { confirmPaid, purchaseSubject } from '../purchases/fulfil.ts';
import { type ExtendPayload, type GrantPayload, NEEDS_A_HAND } from '../purchases/purchase-writes.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const REASON = 'The buyer wrote to support';

describe.each(bothEngines())('purchases that need a hand on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  let operator: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
    operator = await signedInUser(t, 'OPERATOR');
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const act = (id: number, action: 'retry' | 'refund', session: TestSession = operator, app = on.app) =>
    app.request(`/operator/purchases/${id}/${action}`, json({ reason: REASON }, session));
  const read = async <T>(path: string, session: TestSession = operator) => {
    const answer = await on.app.request(path, { headers: session.headers });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  const detail = async (id: number) =>
    (await read<{ data: AttentionPurchaseDetail }>(`/operator/purchases/${id}`)).data;
  const copiesOf = (parentId: number) => t.deps.db.select().from(tokens).where(eq(tokens.parentId, parentId));
  const available = async (profileId: number) =>
    (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, profileId)))[0]
      ?.availableCopiesCount;
  const auditOf = (purchaseId: number) =>
    t.deps.db
      .select()
      .from(operatorActions)
      .where(and(eq(operatorActions.subjectType, 'purchase'), eq(operatorActions.subjectId, purchaseId)));
  const expectRefused = async (answer: Response, message: string) => {
    expect(answer.status, await answer.clone().text()).toBe(409);
    expect((await answer.json()).message).toBe(message);
  };

  /**
   * A card checkout of `id` (a membership, or a copy to renew) whose delivery send was cut off by a
   * killed process: paid, its write recorded, the row left SENDING (long ago) with no hash. `reached`:
   * the call the signed send would have made, which did reach the node (it mines). Driven again, the
   * engine fails the write as interrupted and the purchase needs a hand.
   */
  async function interruptedDelivery(
    buyer: TestSession,
    id: number,
    reached?: (write: ChainWriteRow) => ChainCall,
  ) {
    const session = await openCheckout(on.app, buyer, id);
    if (!(await t.deps.localCheckout?.complete(session.session_id, 'pay'))) throw new Error('not paid');
    const dying = appWithChain(t.deps, on.deps.chain);
    await dying.deps.chainWrites.stop();
    const { paymentId } = await t.deps.payments.retrieveSession(session.session_id);
    await confirmPaid(dying.deps, session.session_id, paymentId);
    const paid = await purchaseOf(t.deps, session.session_id);
    const [write] = await t.deps.db
      .update(chainWrites)
      .set({ status: 'SENDING', updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(chainWrites.subject, purchaseSubject(paid.id)))
      .returning();
    if (!write) throw new Error('no delivery recorded');
    if (reached) await sendAndConfirm(on.deps, reached(write), STATE_WAIT_MS);
    await on.deps.chainWrites.drive(write.id);
    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase).toMatchObject({ status: 'FAILED', failureReason: NEEDS_A_HAND.interrupted });
    return { session, purchase, write };
  }

  /** A new membership and a card purchase of it whose grant send was cut off (see interruptedDelivery). */
  async function interruptedGrant(title: string, reached = false) {
    const membership = await on.membershipWithLock(title, { price: 9, copies: 3, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const grantSent = (write: ChainWriteRow): ChainCall => {
      const { lock, recipient } = write.payload as GrantPayload;
      const expiration = String(Math.floor(Date.now() / 1000) + 30 * 86_400);
      return { type: 'grantKey', lock, recipient, expiration };
    };
    return {
      membership,
      buyer,
      ...(await interruptedDelivery(buyer, membership.tokenId, reached ? grantSent : undefined)),
    };
  }

  it('refuses every other role and anyone signed out', async () => {
    const { purchase } = await interruptedGrant('Hand guarded');
    const consumer = await signedInUser(t, 'CONSUMER');
    const business = await signedInUser(t, 'BUSINESS');
    for (const session of [consumer, business]) {
      expect((await act(purchase.id, 'retry', session)).status).toBe(403);
      expect((await act(purchase.id, 'refund', session)).status).toBe(403);
      for (const path of [
        '/operator/purchases/attention',
        `/operator/purchases/${purchase.id}`,
        '/operator/disputes',
      ])
        expect((await on.app.request(path, { headers: session.headers })).status).toBe(403);
    }
    expect(
      (await on.app.request(`/operator/purchases/${purchase.id}/retry`, json({ reason: REASON }))).status,
    ).toBe(401);
    expect(await auditOf(purchase.id)).toEqual([]);
    expect((await purchaseOf(t.deps, purchase.externalSessionId ?? '')).status).toBe('FAILED');
  });

  it('lists a cut-off send with its history; two retries at once deliver one key, and a third is refused', async () => {
    const { membership, buyer, purchase, write } = await interruptedGrant('Hand retried');
    const page = await read<{ data: AttentionPurchase[] }>('/operator/purchases/attention?limit=100');
    expect(page.data.find((row) => row.id === purchase.id)).toMatchObject({
      attention: 'send_uncertain',
      membership_title: 'Hand retried',
      can_retry: true,
      can_refund: true,
    });
    expect((await detail(purchase.id)).deliveries).toEqual([
      expect.objectContaining({ id: write.id, status: 'FAILED', tx_hash: null }),
    ]);

    const answers = await Promise.all([act(purchase.id, 'retry'), act(purchase.id, 'retry')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await expect
      .poll(async () => (await purchaseOf(t.deps, purchase.externalSessionId ?? '')).status)
      .toBe('FULFILLED');

    const copies = await copiesOf(membership.tokenId);
    expect(copies.map((copy) => copy.ownerId)).toEqual([buyer.userId]);
    expect(await on.readLock<bigint>(membership.lock, 'totalSupply')).toBe(1n);
    expect(await available(membership.profileId)).toBe(2);
    const history = await detail(purchase.id);
    expect(history).toMatchObject({ status: 'FULFILLED', attention: null, copy_id: copies[0]?.id });
    expect(history.deliveries.map((delivery) => delivery.status)).toEqual(['FAILED', 'DONE']);
    expect(history.actions).toEqual([expect.objectContaining({ action: 'purchase.retry', reason: REASON })]);

    await expectRefused(await act(purchase.id, 'retry'), M.noRetry);
    await expectRefused(await act(purchase.id, 'refund'), M.noRefund);
    expect(await on.readLock<bigint>(membership.lock, 'totalSupply')).toBe(1n);
  });

  it('a retry cut off by a restart is finished by the next process, once', async () => {
    const { membership, purchase } = await interruptedGrant('Hand restarted');
    // The process that takes the retry stops before it drives the write.
    const dying = appWithChain(t.deps, on.deps.chain);
    await dying.deps.chainWrites.stop();
    expect((await act(purchase.id, 'retry', operator, dying.app)).status).toBe(200);
    expect((await purchaseOf(t.deps, purchase.externalSessionId ?? '')).status).toBe('PAID');
    await expectRefused(await act(purchase.id, 'retry'), M.noRetry);
    // The sweep settles only a purchase's latest delivery: the FAILED one before the retry is left alone.
    expect(await recoverPayments(on.deps)).toMatchObject({ settled: 0 });
    expect((await purchaseOf(t.deps, purchase.externalSessionId ?? '')).status).toBe('PAID');

    // The next process resumes what was recorded.
    const next = appWithChain(t.deps, on.deps.chain);
    expect(await next.deps.chainWrites.resume()).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await purchaseOf(t.deps, purchase.externalSessionId ?? '')).status)
      .toBe('FULFILLED');
    await next.deps.chainWrites.stop();
    expect(await copiesOf(membership.tokenId)).toHaveLength(1);
    expect(await on.readLock<bigint>(membership.lock, 'totalSupply')).toBe(1n);
  });

  it('a send that did reach the chain is neither sent again nor refunded', async () => {
    const { membership, purchase } = await interruptedGrant('Hand reached', true);
    await expectRefused(await act(purchase.id, 'retry'), M.chainUnclear);
    await expectRefused(await act(purchase.id, 'refund'), M.chainUnclear);
    expect(await on.readLock<bigint>(membership.lock, 'totalSupply')).toBe(1n);
    expect(await purchaseOf(t.deps, purchase.externalSessionId ?? '')).toMatchObject({
      status: 'FAILED',
      externalRefundId: null,
    });
    expect(await auditOf(purchase.id)).toEqual([]);
  });

  it('two refunds at once give the payment back once and release the copy; then Retry refuses it', async () => {
    const { membership, session, purchase } = await interruptedGrant('Hand refunded');
    expect(await available(membership.profileId)).toBe(2);
    const answers = await Promise.all([act(purchase.id, 'refund'), act(purchase.id, 'refund')]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    // The loser read the purchase either while the winner held it (changed under it) or after the
    // winner's refund had landed (already refunded): both refuse, neither refunds twice.
    for (const answer of answers) {
      if (answer.status === 200) continue;
      expect(answer.status).toBe(409);
      expect([M.noRefund, M.alreadyRefunded]).toContain((await answer.json()).message);
    }

    const refunded = await purchaseOf(t.deps, session.session_id);
    const [provider] = await t.deps.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, session.session_id));
    expect(refunded).toMatchObject({ status: 'REFUNDED', stockReserved: false });
    expect(refunded.externalRefundId).toBe(provider?.refundId);
    expect(await available(membership.profileId)).toBe(3);
    expect((await auditOf(purchase.id)).map((row) => row.action)).toEqual(['purchase.refund']);

    await expectRefused(await act(purchase.id, 'refund'), M.alreadyRefunded);
    await expectRefused(await act(purchase.id, 'retry'), M.noRetry);
    expect(await on.readLock<bigint>(membership.lock, 'totalSupply')).toBe(0n);
    expect(await copiesOf(membership.tokenId)).toEqual([]);
  });

  it('a cut-off renewal is retried once, and one whose extension reached the chain is not', async () => {
    const membership = await on.membershipWithLock('Hand renewed', { price: 5, copies: 2, ...THIRTY_DAYS });
    const { buyer, purchase: bought } = await boughtByCard(on, t, membership);
    const copyId = bought.resultTokenId ?? 0;
    const keyExpiry = async () => {
      const [copy] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
      return (
        (await on.deps.chain.readKey(membership.lock, BigInt(copy?.tokenIdBc ?? 0))).expiresAt?.getTime() ?? 0
      );
    };
    const before = await keyExpiry();
    const renewal = await interruptedDelivery(buyer, copyId);
    expect(renewal.purchase.kind).toBe('RENEWAL');
    expect(await keyExpiry()).toBe(before);

    expect((await act(renewal.purchase.id, 'retry')).status).toBe(200);
    await expect
      .poll(async () => (await purchaseOf(t.deps, renewal.session.session_id)).status)
      .toBe('FULFILLED');
    expect(await keyExpiry()).toBe(before + 30 * 86_400_000);
    await expectRefused(await act(renewal.purchase.id, 'retry'), M.noRetry);

    // The next renewal's send reached the chain before the process died: the key was extended.
    const extendSent = (write: ChainWriteRow): ChainCall => {
      const { lock, tokenIdBc, duration } = write.payload as ExtendPayload;
      return { type: 'extendKey', lock, tokenId: tokenIdBc, duration };
    };
    const reached = await interruptedDelivery(buyer, copyId, extendSent);
    await expectRefused(await act(reached.purchase.id, 'retry'), M.chainUnclear);
    await expectRefused(await act(reached.purchase.id, 'refund'), M.chainUnclear);
    expect(await keyExpiry()).toBe(before + 2 * 30 * 86_400_000);
  });

  it('refuses a purchase that is not stuck, and one that is unknown', async () => {
    const membership = await on.membershipWithLock('Hand fine', { price: 4, copies: 2, ...THIRTY_DAYS });
    const { purchase } = await boughtByCard(on, t, membership);
    await expectRefused(await act(purchase.id, 'retry'), M.noRetry);
    await expectRefused(await act(purchase.id, 'refund'), M.noRefund);
    expect((await act(2_000_000_000, 'retry')).status).toBe(404);
    expect(await auditOf(purchase.id)).toEqual([]);
  });

  it('lists disputes with their state, purchase and copy', async () => {
    const membership = await on.membershipWithLock('Hand disputed', { price: 6, copies: 2, ...THIRTY_DAYS });
    const { purchase } = await boughtByCard(on, t, membership);
    const paymentId = purchase.externalPaymentId ?? '';
    const disputeOf = async () =>
      (await read<{ data: PaymentDispute[] }>('/operator/disputes?limit=100')).data.find(
        (row) => row.payment_id === paymentId,
      );
    expect(await disputeOf()).toBeUndefined();

    await handlePaymentEvent(on.deps, { type: 'disputed', paymentId });
    expect(await disputeOf()).toMatchObject({
      state: 'OPEN',
      purchase_id: purchase.id,
      copy_id: purchase.resultTokenId,
      membership_title: 'Hand disputed',
      amount: 6,
      closed_at: null,
    });
    await handlePaymentEvent(on.deps, { type: 'dispute-closed', paymentId, won: false });
    expect(await disputeOf()).toMatchObject({ state: 'LOST', closed_at: expect.any(String) });
  });
});
