import { publicLockAbi, usdToTokenUnits } from '@keyclub/chain';
import { dataEnvelope, tokenSchema } from '@keyclub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, type Hex, keccak256, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainCall, ChainPort } from '../../adapters/chain/chain-port.ts';
import { chainWrites, tokenProfiles } from '../../db/schema/index.ts';
import { checkoutOnFork, json } from '../../testing/fixtures/checkout-fixtures.ts';
import {
  categoryId,
  type MembershipFields,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from '../../testing/fixtures/membership-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { gate } from '../../testing/gate.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { recordSalesLocks, SALES_LOCK_WRITE } from './sales-lock.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const REASON = 'Reported as a scam by three buyers';
const tokenBody = dataEnvelope(tokenSchema);

/**
 * The thief's way around a pause or a suspension: skip Keyclub and call the lock's own `purchase`.
 * The lock must refuse it while the membership does not sell, and sell again, at its old key limit,
 * once it does; keys already sold stay valid throughout.
 */
describe.each(bothEngines())('a paused or suspended membership’s lock on chain, on %s', (kind) => {
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

  const setStatus = (tokenId: number, status: string, session: TestSession) =>
    on.app.request(`/tokens/${tokenId}/status`, { ...json({ status }, session), method: 'PUT' });
  const suspend = (subject: string, id: number, suspended: boolean) =>
    on.app.request(`/operator/suspensions/${subject}/${id}`, {
      ...json({ suspended, reason: REASON }, operator),
      method: 'PUT',
    });
  const maxKeys = (lock: Address) => on.readLock<bigint>(lock, 'maxNumberOfKeys');
  const hasValidKey = (lock: Address, holder: Address) =>
    on.readLock<boolean>(lock, 'getHasValidKey', [holder]);
  const salesLockWrites = (profileId: number) =>
    t.deps.db
      .select()
      .from(chainWrites)
      .where(
        and(
          eq(chainWrites.kind, SALES_LOCK_WRITE),
          sql`(${chainWrites.payload}->>'profileId')::int = ${profileId}`,
        ),
      )
      .orderBy(chainWrites.id);
  /** Waits for every sales-lock write of the membership to finish, as the request's drive does. */
  const settled = async (profileId: number) => {
    const writes = await salesLockWrites(profileId);
    const rows = await Promise.all(writes.map((write) => on.deps.chainWrites.settle(write.id, 60_000)));
    for (const row of rows) expect(row.status, JSON.stringify(row.error)).toBe('DONE');
    return rows;
  };
  const refusedPurchase = async (lock: Address) => {
    const thief = await walletBuyer(t, on.fork);
    await expect(thief.buy(lock)).rejects.toThrow(/LOCK_SOLD_OUT/);
    return thief;
  };

  /** A membership on a real lock, and a wallet that bought a key straight on the lock while it sold. */
  async function soldMembership(title: string) {
    const membership = await on.membershipWithLock(title, {
      price: 5,
      renewalPrice: 4,
      copies: 4,
      ...THIRTY_DAYS,
    });
    const holder = await walletBuyer(t, on.fork);
    const { keyId } = await holder.buy(membership.lock);
    return { ...membership, holder, keyId, openMax: await maxKeys(membership.lock) };
  }

  it('refuses a purchase on the lock of a paused membership, and the resume puts back its key limit', async () => {
    const { tokenId, profileId, lock, business, holder, keyId, openMax } =
      await soldMembership('Paused on chain');
    expect(openMax).toBe(4n);
    const { renewalPriceHook } = await t.deps.chain.deployment();

    expect((await setStatus(tokenId, 'ARCHIVED', business)).status).toBe(200);
    await settled(profileId);
    const thief = await refusedPurchase(lock);
    expect(await maxKeys(lock)).toBe(0n);
    expect(await hasValidKey(lock, thief.address)).toBe(false);
    expect(await hasValidKey(lock, holder.address)).toBe(true);
    // No renewal while paused either: `extend` straight on the lock reverts, the key's expiry unmoved.
    const expiry = () => on.readLock<bigint>(lock, 'keyExpirationTimestampFor', [keyId]);
    const expiresAt = await expiry();
    expect(await on.readLock<Address>(lock, 'onKeyExtendHook')).toBe(lock);
    const renewalPrice = await holder.approve(lock, usdToTokenUnits(4));
    await expect(
      on.fork.client.simulateContract({
        account: holder.address,
        address: lock,
        abi: publicLockAbi,
        functionName: 'extend',
        args: [renewalPrice, keyId, zeroAddress, '0x'],
      }),
    ).rejects.toThrow(/revert/i);
    expect(await expiry()).toBe(expiresAt);

    expect((await setStatus(tokenId, 'ACTIVE', business)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(openMax);
    expect(await on.readLock<Address>(lock, 'onKeyExtendHook')).toBe(renewalPriceHook);
    await thief.buy(lock);
    expect(await hasValidKey(lock, thief.address)).toBe(true);
    await holder.extend(lock, keyId);
    expect(await expiry()).toBe(expiresAt + 30n * 86_400n);
  });

  it('records one write for two pauses at once, and the 409 records none', async () => {
    const { tokenId, profileId, lock, business } = await soldMembership('Paused twice at once');
    const answers = await Promise.all([
      setStatus(tokenId, 'ARCHIVED', business),
      setStatus(tokenId, 'ARCHIVED', business),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await settled(profileId)).toHaveLength(1);
    expect(await maxKeys(lock)).toBe(0n);
  });

  it('closes the lock of a suspended membership and of every membership of a suspended business', async () => {
    const { tokenId, profileId, lock, business, openMax } = await soldMembership('Suspended on chain');
    expect((await suspend('memberships', tokenId, true)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(0n);
    await refusedPurchase(lock);
    expect((await suspend('memberships', tokenId, false)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(openMax);

    const businessId = business.businessId ?? 0;
    expect((await suspend('businesses', businessId, true)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(0n);
    await refusedPurchase(lock);
    expect((await suspend('businesses', businessId, false)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(openMax);
  });

  it('keeps the lock closed when a paused membership is restored by the operator, until its business resumes', async () => {
    const { tokenId, profileId, lock, business, openMax } = await soldMembership('Paused and suspended');
    expect((await setStatus(tokenId, 'ARCHIVED', business)).status).toBe(200);
    expect((await suspend('memberships', tokenId, true)).status).toBe(200);
    expect((await suspend('memberships', tokenId, false)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(0n);
    expect((await setStatus(tokenId, 'ACTIVE', business)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(openMax);
  });

  const form = async (values: MembershipFields) =>
    membershipForm(values, { art_image: await pngFile('art.png'), covers: [await pngFile('c.png')] });
  /** A membership of 4 copies created through POST /tokens, with its owner and form fields. */
  async function formMembership(title: string) {
    const owner = await signedInUser(t, 'BUSINESS');
    const fields = membershipFields(await categoryId(t, 'Nightlife'), { title, copies: '4' });
    const created = await on.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: await form(fields),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id, profile } = tokenBody.parse(await created.json()).data;
    const lock = profile.contract_address as Address;
    expect(await maxKeys(lock)).toBe(4n);
    return { owner, fields, id, profileId: profile.id, lock };
  }
  /** The edit of copies 4 -> 6 and a duration of 3 days, through `app`. */
  const editCopies = async (app: typeof on.app, owner: TestSession, id: number, fields: MembershipFields) =>
    app.request(`/tokens/${id}`, {
      method: 'PUT',
      headers: owner.headers,
      body: await form({ ...fields, copies: '6', expiration_duration: '3' }),
    });

  it('keeps a paused lock closed through an edit of its copies, and the resume opens it at the new number', async () => {
    const { owner, fields, id, profileId, lock } = await formMembership('Edited while paused');
    expect((await setStatus(id, 'ARCHIVED', owner)).status).toBe(200);
    await settled(profileId);
    const edited = await editCopies(on.app, owner, id, fields);
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await on.readLock<bigint>(lock, 'expirationDuration')).toBe(3n * 86_400n);
    expect(await maxKeys(lock)).toBe(0n);
    await refusedPurchase(lock);

    expect((await setStatus(id, 'ACTIVE', owner)).status).toBe(200);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(6n);
  });

  it('never sends the open limit of an edit that read the sales state just before a pause committed', async () => {
    const { owner, fields, id, profileId, lock } = await formMembership('Edited as it paused');
    // The edit's process has worked out its call (the lock open: copies 6) and stalls before the
    // send; what it hands to the node is recorded.
    const stalled = gate();
    const go = gate();
    const signedCalls = new Map<Hex, ChainCall>();
    const limitsSent: string[] = [];
    const stalling: ChainPort = {
      ...on.deps.chain,
      prepare: async (call) => {
        if (call.type === 'updateLockConfig' && call.maxNumberOfKeys === '6') {
          stalled.open();
          await go.opened;
        }
        return on.deps.chain.prepare(call);
      },
      sign: async (prepared, nonce) => {
        const signed = await on.deps.chain.sign(prepared, nonce);
        signedCalls.set(signed.hash, prepared.call);
        return signed;
      },
      broadcast: async (raw) => {
        const call = signedCalls.get(keccak256(raw));
        if (call?.type === 'updateLockConfig' && call.lock === lock) limitsSent.push(call.maxNumberOfKeys);
        return on.deps.chain.broadcast(raw);
      },
    };
    // The edit answers once its write is done, however long the pause keeps it stalled.
    const editing = appWithChain(t.deps, stalling, { answerWithinMs: 120_000 });
    try {
      const edited = editCopies(editing.app, owner, id, fields);
      await stalled.opened;
      expect((await setStatus(id, 'ARCHIVED', owner)).status).toBe(200);
      await settled(profileId);
      expect(await maxKeys(lock)).toBe(0n);
      go.open();
      expect((await edited).status).toBe(200);

      // Sent once, with the state read at send time: the lock never reopened for a thief.
      expect(limitsSent).toEqual(['0']);
      expect(await maxKeys(lock)).toBe(0n);
      expect(await on.readLock<bigint>(lock, 'expirationDuration')).toBe(3n * 86_400n);
      await refusedPurchase(lock);
      expect((await setStatus(id, 'ACTIVE', owner)).status).toBe(200);
      await settled(profileId);
      expect(await maxKeys(lock)).toBe(6n);
    } finally {
      go.open();
      await editing.deps.chainWrites.stop();
    }
  });

  it('closes the lock after a restart when the process stopped between the pause and its send', async () => {
    const { profileId, lock } = await soldMembership('Paused then restarted');
    // What a pause's transaction commits; the process ends before it drives the write.
    await t.deps.db.transaction(async (tx) => {
      await tx.update(tokenProfiles).set({ status: 'ARCHIVED' }).where(eq(tokenProfiles.id, profileId));
      await recordSalesLocks(tx, on.deps.chainWrites, [profileId]);
    });
    const [recorded] = await salesLockWrites(profileId);
    expect(recorded?.status).toBe('PENDING');
    expect(await maxKeys(lock)).not.toBe(0n);

    expect(await on.deps.chainWrites.resume()).toBeGreaterThanOrEqual(1);
    await settled(profileId);
    expect(await maxKeys(lock)).toBe(0n);
  });
});
