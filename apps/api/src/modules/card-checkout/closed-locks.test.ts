import { erc20Abi, FULL_BASIS_POINTS, publicLockAbi, usdToTokenUnits } from '@keyclub/chain';
import { dataEnvelope, MESSAGES, tokenSchema } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAndConfirm } from '../../chain-writes/send-call.ts';
import { chainWrites, tokenProfiles } from '../../db/schema/index.ts';
import { checkoutOnFork, json } from '../../testing/fixtures/checkout-fixtures.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import {
  categoryId,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
} from '../../testing/fixtures/membership-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { recordLockClosing } from '../tokens/close-locks.ts';
import { createLockCall } from '../tokens/membership-lock.ts';
import { MEMBERSHIP_WRITES } from '../tokens/membership-writes.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const tokenBody = dataEnvelope(tokenSchema);

describe.each(productionEngine())('locks closed to their holders on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on?.stop();
    await t.close();
  });

  const read = <T>(lock: Address, functionName: string, args: unknown[] = []) =>
    on.readLock<T>(lock, functionName, args);

  /** A call of `lock` as `holder` sends it, run against the chain's state (eth_call): its revert, or nothing. */
  const asHolder = (holder: Address) => (lock: Address, functionName: string, args: unknown[]) =>
    on.fork.client.simulateContract({
      account: holder,
      address: lock,
      abi: publicLockAbi,
      functionName,
      args,
    } as never);

  /** What a holder may try against Keyclub (issue 31): each one reverts, and the key stays as it was. */
  async function expectClosedTo(lock: Address, holder: Address, keyId: bigint) {
    const send = asHolder(holder);
    const stranger = (await walletBuyer(t, on.fork)).address;
    const { usdToken } = await t.deps.chain.deployment();
    const usdOf = (address: Address) =>
      on.fork.client.readContract({
        address: usdToken,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    const holderUsd = await usdOf(holder);
    const supply = await read<bigint>(lock, 'totalSupply');

    await expect(send(lock, 'shareKey', [stranger, keyId, 1n])).rejects.toThrow(/KEY_TRANSFERS_DISABLED/);
    await expect(send(lock, 'transferFrom', [holder, stranger, keyId])).rejects.toThrow(
      /KEY_TRANSFERS_DISABLED/,
    );
    await expect(send(lock, 'cancelAndRefund', [keyId])).rejects.toThrow(/revert/i);

    expect(await read<Address>(lock, 'ownerOf', [keyId])).toBe(holder);
    expect(await read<boolean>(lock, 'isValidKey', [keyId])).toBe(true);
    expect(await read<bigint>(lock, 'totalSupply')).toBe(supply);
    expect(await usdOf(holder)).toBe(holderUsd);
  }

  it('creates a membership’s lock closed: a holder can neither share, transfer nor cancel a key; Keyclub’s signer still moves it', async () => {
    const owner = await signedInUser(t, 'BUSINESS');
    const fields = membershipFields(await categoryId(t, 'Nightlife'), {
      title: 'Closed at birth',
      price: '150',
      copies: '11',
      // A key that never expires is refunded in full by Unlock whatever the penalty: only the cancel hook stops it.
      expiration_duration: '-1',
    });
    const response = await on.app.request('/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: membershipForm(fields, {
        art_image: await pngFile('art.png'),
        covers: [await pngFile('cover.png')],
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const lock = tokenBody.parse(await response.json()).data.profile.contract_address as Address;

    expect(await read<bigint>(lock, 'transferFeeBasisPoints')).toBe(FULL_BASIS_POINTS);
    expect(await read<bigint>(lock, 'refundPenaltyBasisPoints')).toBe(FULL_BASIS_POINTS);
    expect(await read<Address>(lock, 'onKeyCancelHook')).toBe(lock);

    // A wallet purchase: the buyer is its key's manager, and the lock holds the $150 paid.
    const holder = await walletBuyer(t, on.fork);
    const { keyId } = await holder.buy(lock);
    await expectClosedTo(lock, holder.address, keyId);

    // A resale's transfer as Keyclub sends it (resale.transfer): the lock manager is exempt.
    const buyer = (await walletBuyer(t, on.fork)).address;
    await sendAndConfirm(
      on.deps,
      { type: 'transferKey', lock, from: holder.address, to: buyer, tokenId: keyId.toString() },
      STATE_WAIT_MS,
    );
    expect(await read<Address>(lock, 'ownerOf', [keyId])).toBe(buyer);
  });

  it('closes at the next start a lock created open before and prices its renewal, once', async () => {
    const { lock } = await sendAndConfirm(
      on.deps,
      createLockCall({ title: 'Opened before', price: 150, copies: 11, ...THIRTY_DAYS }),
      STATE_WAIT_MS,
    );
    if (!lock) throw new Error('No lock was created');
    const { membership } = await listingBusiness(t);
    await membership('Opened before', {
      contractAddress: lock,
      copies: 11,
      availableCopiesCount: 11,
      renewalPrice: '120.00',
    });
    const holder = await walletBuyer(t, on.fork);
    const { keyId } = await holder.buy(lock);
    expect(await read<bigint>(lock, 'transferFeeBasisPoints')).toBe(0n);

    await recordLockClosing(on.deps);
    const closing = async () =>
      t.deps.db
        .select()
        .from(chainWrites)
        .where(
          and(
            eq(chainWrites.kind, MEMBERSHIP_WRITES.closeLock),
            eq(chainWrites.subject, `lock-setup:${lock.toLowerCase()}`),
          ),
        );
    const [write] = await closing();
    if (!write) throw new Error('No closing write was recorded');
    expect((await on.deps.chainWrites.settle(write.id)).status).toBe('DONE');
    await expectClosedTo(lock, holder.address, keyId);
    const { renewalPriceHook } = await t.deps.chain.deployment();
    expect(await read<Address>(lock, 'onKeyExtendHook')).toBe(renewalPriceHook);
    expect(await read<Address>(lock, 'onKeyPurchaseHook')).toBe(renewalPriceHook);
    expect(await read<Address>(lock, 'onKeyCancelHook')).toBe(lock);
    expect(await on.renewalPriceOf(lock)).toEqual([true, usdToTokenUnits(120)]);

    // Every later start finds it set up: nothing more is recorded or sent for it.
    await recordLockClosing(on.deps);
    expect(await closing()).toHaveLength(1);
  });

  it('refuses a card checkout once the lock is full on chain, counting keys the database has not seen', async () => {
    const gold = await on.membershipWithLock('Full on chain', { price: 150, copies: 2, ...THIRTY_DAYS });
    // A key bought with a wallet and never claimed: the database still counts 2 copies left.
    await (await walletBuyer(t, on.fork)).buy(gold.lock);

    const first = await on.app.request(
      '/tokens/checkout',
      json({ id: gold.tokenId }, await signedInUser(t, 'CONSUMER')),
    );
    expect(first.status, await first.clone().text()).toBe(201);
    const second = await on.app.request(
      '/tokens/checkout',
      json({ id: gold.tokenId }, await signedInUser(t, 'CONSUMER')),
    );
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(MESSAGES.empty.noCopiesAvailable);

    const last = await on.membershipWithLock('Sold out on chain', { price: 150, copies: 1, ...THIRTY_DAYS });
    await (await walletBuyer(t, on.fork)).buy(last.lock);
    const refused = await on.app.request(
      '/tokens/checkout',
      json({ id: last.tokenId }, await signedInUser(t, 'CONSUMER')),
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(MESSAGES.empty.noCopiesAvailable);
    const [profile] = await t.deps.db
      .select()
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, last.profileId));
    expect(profile).toMatchObject({ availableCopiesCount: 1, soldCopiesCount: 0 });
  });
});
