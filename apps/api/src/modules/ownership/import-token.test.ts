import {
  activationCardSchema,
  activationSchema,
  dataEnvelope,
  importResultSchema,
  MESSAGES,
  pagedEnvelope,
} from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAndConfirm } from '../../chain-writes/send-call.ts';
import { activations, tokenProfiles, tokens, wallets } from '../../db/schema/index.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { ownershipOnFork } from '../../testing/fixtures/ownership-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { custodyAddressOf, deriveCustodyAddress } from '../purchases/custody.ts';

const resultBody = dataEnvelope(importResultSchema);
const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

describe.each(productionEngine())('importing a key held on chain on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof ownershipOnFork>>;
  let chainId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await ownershipOnFork(t);
    chainId = (await t.deps.chain.deployment()).chainId;
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const importKey = async (session: TestSession | undefined, body: Record<string, unknown>) =>
    on.app.request('/tokens/import', {
      method: 'POST',
      headers: { ...session?.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const imported = async (session: TestSession, body: Record<string, unknown>) => {
    const response = await importKey(session, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return resultBody.parse(await response.json()).data;
  };
  const refused = (message: string) => ({ owned: false, duplicate: false, id: null, message });

  /** A Keyclub membership, and a consumer who bought a key of it with their linked wallet, unrecorded. */
  async function boughtOnChain(title: string) {
    const membership = await on.membershipWithLock(
      title,
      { price: 2, copies: 5, ...THIRTY_DAYS },
      { blockchainNetworkId: chainId },
    );
    const session = await signedInUser(t, 'CONSUMER');
    const wallet = await walletBuyer(t, on.fork);
    await wallet.linkTo(session.userId);
    const { keyId } = await wallet.buy(membership.lock);
    return { membership, session, wallet, keyId };
  }

  it('records a key one of the caller’s wallets holds as their copy, once; again it is a duplicate', async () => {
    const { membership, session, wallet, keyId } = await boughtOnChain('Import gold');
    const body = {
      token_id: keyId.toString(),
      contract_address: membership.lock.toLowerCase(),
      chain_id: chainId,
    };

    const first = await imported(session, body);
    expect(first).toMatchObject({ owned: true, duplicate: false, message: MESSAGES.import.succeeded });
    const [copy] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, first.id ?? 0));
    expect(copy).toMatchObject({
      parentId: membership.tokenId,
      ownerId: session.userId,
      ownerWalletAddress: getAddress(wallet.address),
      tokenIdBc: keyId.toString(),
    });
    expect(copy?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
    const [profile] = await t.deps.db
      .select()
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, membership.profileId));
    expect(profile).toMatchObject({ soldCopiesCount: 1, availableCopiesCount: 4 });

    // The spec's other spelling, `id`, and a number.
    const again = await imported(session, {
      id: Number(keyId),
      contract_address: membership.lock,
      chain_id: chainId,
    });
    expect(again).toEqual({
      owned: true,
      duplicate: true,
      id: first.id,
      message: MESSAGES.membership.alreadyOwned,
    });
    const copies = await t.deps.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.tokenProfileId, membership.profileId), eq(tokens.tokenIdBc, keyId.toString())));
    expect(copies).toHaveLength(1);
  });

  it('moves the copy to the caller when its key was transferred to their wallet, closing the old listing', async () => {
    const { membership, session, wallet, keyId } = await boughtOnChain('Import moved');
    const body = { token_id: keyId.toString(), contract_address: membership.lock, chain_id: chainId };
    const { id } = await imported(session, body);
    await t.deps.db
      .update(tokens)
      .set({ isOpenForSale: true, listedAt: new Date(), listingAmount: '4.00' })
      .where(eq(tokens.id, id ?? 0));

    const receiver = await signedInUser(t, 'CONSUMER');
    const receiverWallet = await walletBuyer(t, on.fork);
    await receiverWallet.linkTo(receiver.userId);
    // The lock is closed to its holders: the wallet approves the signer, which moves the key.
    await wallet.approveKey(membership.lock, on.deps.chain.signer, keyId);
    const move = { lock: membership.lock, from: wallet.address, to: receiverWallet.address };
    await sendAndConfirm(on.deps, { type: 'transferKey', ...move, tokenId: keyId.toString() }, STATE_WAIT_MS);

    expect(await imported(session, body)).toEqual(refused(MESSAGES.import.notYourWallet));
    expect(await imported(receiver, body)).toEqual({
      owned: true,
      duplicate: false,
      id,
      message: MESSAGES.import.succeeded,
    });
    const [copy] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, id ?? 0));
    expect(copy).toMatchObject({
      ownerId: receiver.userId,
      ownerWalletAddress: getAddress(receiverWallet.address),
      isOpenForSale: false,
    });
  });

  describe('cards of a copy that changed hands on chain', () => {
    const post = (path: string, session: TestSession, body?: unknown) =>
      on.app.request(path, {
        method: 'POST',
        headers: { ...session.headers, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : null,
      });
    const shownCard = async (session: TestSession, id: number) => {
      const response = await post(`/tokens/${id}/activations`, session);
      expect(response.status, await response.clone().text()).toBe(201);
      return dataEnvelope(activationCardSchema).parse(await response.json()).data;
    };
    const scan = (staff: TestSession, card: { id: number; qr_url: string | null }) => {
      const query = new URL(card.qr_url ?? '').searchParams;
      return post(`/tokens/${card.id}/activate`, staff, {
        exp: Number(query.get('exp')),
        sig: query.get('sig'),
      });
    };
    const cardStatus = async (id: number) =>
      (await t.deps.db.select().from(activations).where(eq(activations.id, id)))[0]?.status;
    const listedCards = async (session: TestSession, id: number) => {
      const response = await on.app.request(`/tokens/${id}/activations`, { headers: session.headers });
      expect(response.status).toBe(200);
      return pagedEnvelope(activationSchema).parse(await response.json());
    };

    /**
     * A holder's copy (its key in their custody), a card they show, then the key moved by the signer
     * (key manager; the lock is closed to holders) to another user's linked wallet.
     */
    async function cardThenTransfer(title: string) {
      const membership = await on.membershipWithLock(
        title,
        { price: 2, copies: 5, ...THIRTY_DAYS },
        { blockchainNetworkId: chainId },
      );
      const { holder, copyId: id, keyId } = await on.ownedCopy(membership);
      const card = await shownCard(holder, id);
      const receiver = await signedInUser(t, 'CONSUMER');
      const to = privateKeyToAccount(generatePrivateKey()).address;
      await t.deps.db
        .insert(wallets)
        .values({ userId: receiver.userId, address: to, verifiedAt: new Date() });
      const from = deriveCustodyAddress(t.deps.env.custodySecret, holder.userId);
      await sendAndConfirm(
        on.deps,
        { type: 'transferKey', lock: membership.lock, from, to, tokenId: keyId },
        STATE_WAIT_MS,
      );
      const body = { token_id: keyId, contract_address: membership.lock, chain_id: chainId };
      return { membership, session: holder, body, id, card, receiver };
    }

    it('archives the former holder’s card when the receiver imports the copy; the receiver sees only their own cards', async () => {
      const { membership, body, id, card, receiver } = await cardThenTransfer('Import card');
      expect(await imported(receiver, body)).toMatchObject({ owned: true, duplicate: false, id });
      expect(await cardStatus(card.id)).toBe('ARCHIVED');
      expect((await scan(membership.business, card)).status).toBe(409);

      for (const viewer of [receiver, membership.business]) {
        expect(await listedCards(viewer, id)).toMatchObject({ data: [], meta: { total: 0 } });
      }
      const own = await shownCard(receiver, id);
      expect((await listedCards(receiver, id)).data.map((row) => row.id)).toEqual([own.id]);
      expect((await scan(membership.business, own)).status).toBe(200);
    });

    it('archives the former holder’s card when the key sync finds the key in another user’s wallet', async () => {
      const { membership, session, id, card, receiver } = await cardThenTransfer('Synced card');
      await t.deps.db.update(tokens).set({ chainSyncedAt: null }).where(eq(tokens.id, id));
      // The former holder's own list reads the chain (R10): the copy moves to the receiver.
      expect((await on.app.request('/tokens?limit=50', { headers: session.headers })).status).toBe(200);
      expect((await t.deps.db.select().from(tokens).where(eq(tokens.id, id)))[0]?.ownerId).toBe(
        receiver.userId,
      );
      expect(await cardStatus(card.id)).toBe('ARCHIVED');
      expect((await scan(membership.business, card)).status).toBe(409);
    });
  });

  it('never counts another user’s custody address as the caller’s, in the import or the key sync', async () => {
    const membership = await on.membershipWithLock(
      'Import custody',
      { price: 2, copies: 5, ...THIRTY_DAYS },
      { blockchainNetworkId: chainId },
    );
    const { holder, copyId, keyId } = await on.ownedCopy(membership);
    const custody = await t.deps.db.transaction((tx) =>
      custodyAddressOf(tx, t.deps.env.custodySecret, holder.userId),
    );
    // Linked however it was (before this rule, with a leaked CUSTODY_SECRET): the row is there.
    const thief = await signedInUser(t, 'CONSUMER');
    await t.deps.db
      .insert(wallets)
      .values({ userId: thief.userId, address: custody.toLowerCase(), verifiedAt: new Date() });
    const body = { token_id: keyId.toString(), contract_address: membership.lock, chain_id: chainId };
    expect(await imported(thief, body)).toEqual(refused(MESSAGES.import.notYourWallet));
    const copyRow = async () => (await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId)))[0];
    expect((await copyRow())?.ownerId).toBe(holder.userId);

    // A stale record of the copy as the thief's elsewhere: reading the chain gives it to the custody's user.
    await t.deps.db
      .update(tokens)
      .set({ ownerId: thief.userId, ownerWalletAddress: `0x${'34'.repeat(20)}`, chainSyncedAt: null })
      .where(eq(tokens.id, copyId));
    expect((await on.app.request('/tokens?limit=50', { headers: thief.headers })).status).toBe(200);
    expect(await copyRow()).toMatchObject({ ownerId: holder.userId, ownerWalletAddress: custody });
  });

  it('answers owned: false with the reason for a key not the caller’s, missing, of another lock or network', async () => {
    const { membership, keyId } = await boughtOnChain('Import jade');
    const stranger = await signedInUser(t, 'CONSUMER');
    await (await walletBuyer(t, on.fork)).linkTo(stranger.userId);
    const body = { token_id: keyId.toString(), contract_address: membership.lock, chain_id: chainId };

    expect(await imported(stranger, body)).toEqual(refused(MESSAGES.import.notYourWallet));
    expect(await imported(stranger, { ...body, token_id: '999' })).toEqual(
      refused(MESSAGES.import.noSuchKey),
    );
    expect(await imported(stranger, { ...body, contract_address: `0x${'12'.repeat(20)}` })).toEqual(
      refused(MESSAGES.import.notKeyclubLock),
    );
    expect(await imported(stranger, { ...body, chain_id: chainId + 1 })).toEqual(
      refused(MESSAGES.import.otherNetwork),
    );

    await t.deps.db
      .update(tokenProfiles)
      .set({ contractType: 'EXTERNAL' })
      .where(eq(tokenProfiles.id, membership.profileId));
    expect(await imported(stranger, body)).toEqual(refused(MESSAGES.import.notKeyclubLock));
    expect(await t.deps.db.select().from(tokens).where(eq(tokens.parentId, membership.tokenId))).toEqual([]);
  });

  it('validates the request and needs a consumer session', async () => {
    const session = await signedInUser(t, 'CONSUMER');
    const noKey = await importKey(session, { contract_address: `0x${'12'.repeat(20)}`, chain_id: chainId });
    expect(noKey.status).toBe(400);
    expect(((await noKey.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('token_id');
    expect(
      (await importKey(session, { token_id: '1', contract_address: 'lock', chain_id: chainId })).status,
    ).toBe(400);
    expect(
      (await importKey(undefined, { token_id: '1', contract_address: `0x${'12'.repeat(20)}`, chain_id: 1 }))
        .status,
    ).toBe(401);
    const business = await signedInUser(t, 'BUSINESS');
    expect(
      (await importKey(business, { token_id: '1', contract_address: `0x${'12'.repeat(20)}`, chain_id: 1 }))
        .status,
    ).toBe(403);
  });
});
