import { publicLockAbi } from '@keyclub/chain';
import { checkoutSessionSchema, dataEnvelope, purchaseResultSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { expect } from 'vitest';
import { createChainPort } from '../../../adapters/chain/create-chain-port.ts';
import { sendAndConfirm } from '../../../chain-writes/send-call.ts';
import { purchases } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { type ForkedChain, startForkedChain } from '../../../testing/forked-chain.ts';
import { appWithChain, type TestApp } from '../../../testing/test-app.ts';
import { listingBusiness } from '../../marketplace/testing/listed-memberships.ts';
import { createLockCall, type LockTerms, lockClosingCall } from '../../tokens/membership-lock.ts';
import { signedInUser, type TestSession } from '../../tokens/testing/membership-fixtures.ts';

export const sessionBody = dataEnvelope(checkoutSessionSchema);
export const resultBody = dataEnvelope(purchaseResultSchema);

type App = { request: TestApp['app']['request'] };

/**
 * The test app on a private anvil fork of the run's chain: its own nonces (no other test file sends
 * from its signer there) and its own clock, which a renewal test moves forward.
 */
export async function checkoutOnFork(t: TestApp) {
  const fork: ForkedChain = await startForkedChain();
  const chain = createChainPort({
    rpcUrl: fork.rpcUrl,
    deploymentFile: t.deps.env.chainDeploymentFile,
    signerKey: t.deps.env.apiSignerPrivateKey,
    timeoutMs: 5_000,
  });
  const { app, deps } = appWithChain(t.deps, chain, { answerWithinMs: 20_000 });
  const readLock = <T>(lock: Address, functionName: string, args: unknown[] = []) =>
    fork.client.readContract({
      abi: publicLockAbi,
      address: lock,
      functionName,
      args,
    } as never) as Promise<T>;
  return {
    app,
    deps,
    fork,
    readLock,
    /** A membership (profile and parent token) sold through a real, closed lock on the fork, and its business's session. */
    async membershipWithLock(
      title: string,
      terms: Omit<LockTerms, 'title'>,
      values: Record<string, unknown> = {},
    ) {
      const { lock } = await sendAndConfirm(deps, createLockCall({ title, ...terms }), 30_000);
      if (!lock) throw new Error('No lock was created');
      // Closed to its holders as the API's creation leaves it: only the signer moves its keys.
      let call = await lockClosingCall(deps.chain, lock);
      while (call) {
        await sendAndConfirm(deps, call, 30_000);
        call = await lockClosingCall(deps.chain, lock);
      }
      const { membership, owner } = await listingBusiness(t);
      const created = await membership(title, {
        price: terms.price.toFixed(2),
        copies: terms.copies,
        availableCopiesCount: terms.copies,
        expirationDuration: terms.expirationDuration,
        expirationDurationType: terms.expirationDurationType,
        contractAddress: lock,
        ...values,
      });
      return { ...created, lock, business: owner };
    },
    stop: async () => {
      await deps.chainWrites.stop();
      await fork.stop();
    },
  };
}

export const json = (
  body: unknown,
  session?: TestSession,
  headers: Record<string, string> = {},
): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...session?.headers, ...headers },
  body: JSON.stringify(body),
});

/** POST /tokens/checkout, expecting a session. */
export async function openCheckout(
  app: App,
  session: TestSession,
  id: number,
  headers: Record<string, string> = {},
) {
  const response = await app.request('/tokens/checkout', json({ id }, session, headers));
  expect(response.status, await response.clone().text()).toBe(201);
  return sessionBody.parse(await response.json()).data;
}

/** The local page's path for a session url (the test app is not listening on its PUBLIC_URL). */
export const pathOf = (url: string) => new URL(url).pathname;

export async function pollPurchase(app: App, session: TestSession, id: number, sessionId: string) {
  const response = await app.request(
    `/tokens/${id}/purchase?stripe=true`,
    json({ session_id: sessionId }, session),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return resultBody.parse(await response.json()).data;
}

/**
 * Polls as the card return does until the answer is no longer pending. Each poll itself waits for
 * the key's chain write, so this ends in a poll or two; the bound only stops a hung purchase.
 */
export async function pollUntilSettled(app: App, session: TestSession, id: number, sessionId: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = await pollPurchase(app, session, id, sessionId);
    if (!result.pending) return result;
  }
  throw new Error(`Purchase of ${id} still pending after 10 polls`);
}

export async function purchaseOf(deps: AppDeps, sessionId: string) {
  const [row] = await deps.db.select().from(purchases).where(eq(purchases.externalSessionId, sessionId));
  if (!row) throw new Error(`No purchase for ${sessionId}`);
  return row;
}

/**
 * A new consumer buys `membership` by card on the local page and the key is delivered: the buyer
 * and the FULFILLED purchase (its copy in result_token_id, its payment in external_payment_id).
 */
export async function boughtByCard(
  on: Awaited<ReturnType<typeof checkoutOnFork>>,
  t: TestApp,
  membership: { tokenId: number },
) {
  const buyer = await signedInUser(t, 'CONSUMER');
  const session = await openCheckout(on.app, buyer, membership.tokenId);
  expect((await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' })).status).toBe(303);
  await pollUntilSettled(on.app, buyer, membership.tokenId, session.session_id);
  const purchase = await purchaseOf(on.deps, session.session_id);
  expect(purchase.status).toBe('FULFILLED');
  return { buyer, purchase };
}
