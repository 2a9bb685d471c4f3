import { publicLockAbi } from '@keyclub/chain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAIN_REFUSED_MESSAGE, type ChainPort, ChainRefusedError } from '../adapters/chain/chain-port.ts';
import { createChainPort } from '../adapters/chain/create-chain-port.ts';
import { createPool, wrapPool } from '../db/client.ts';
import { chainWrites } from '../db/schema/index.ts';
import { type ForkedChain, startForkedChain } from '../testing/forked-chain.ts';
import { createVerifiedUser, logIn } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bothEngines } from '../testing/test-database.ts';
import { STATE_WAIT, STATE_WAIT_MS, TEST_CHAIN_TIMEOUT_MS } from '../testing/test-waits.ts';
import type { ChainWriteKind } from './chain-write-kind.ts';
import { createChainWrites } from './chain-writes.ts';
import { sendAndConfirm } from './send-call.ts';
import { lockSigner } from './signer-lock.ts';

/** Renames the test's lock to `payload.name`: one real transaction on the fork. */
const rename = (lock: () => Address): ChainWriteKind => ({
  resendable: false,
  nextCall: async (_deps, write) =>
    write.minedTxHashes.length > 0
      ? null
      : { type: 'setLockName', lock: lock(), name: String(write.payload.name) },
  finish: async () => ({}),
  abandon: async () => {},
});

describe.each(bothEngines())('two-phase sends on a real chain on %s', (kind) => {
  let t: TestApp;
  let fork: ForkedChain;
  let chain: ChainPort;
  let lock: Address;
  const kinds = { 'test.rename': rename(() => lock) };

  beforeAll(async () => {
    t = await createTestApp(kind);
    fork = await startForkedChain();
    // A private fork: no other test file sends from this signer there, so nonces are exact.
    chain = createChainPort({
      rpcUrl: fork.rpcUrl,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
      timeoutMs: TEST_CHAIN_TIMEOUT_MS,
    });
    const created = await sendAndConfirm(
      { ...t.deps, chain },
      {
        type: 'createLock',
        name: 'Renamed',
        keyPriceUsd: 1,
        expirationDuration: '3600',
        maxNumberOfKeys: '10',
      },
      STATE_WAIT_MS,
    );
    lock = created.lock as Address;
  });
  afterAll(async () => {
    await fork?.stop();
    await t?.close();
  });

  const engine = (port: ChainPort) => createChainWrites({ ...t.deps, chain: port }, kinds);
  const recorded = async (writes: ReturnType<typeof engine>, name: string) => {
    const write = await t.deps.db.transaction((tx) =>
      writes.record(tx, { kind: 'test.rename', payload: { name } }),
    );
    if (!write) throw new Error('Recording the test write returned nothing');
    return write.id;
  };
  const row = async (id: number) =>
    (await t.deps.db.select().from(chainWrites).where(eq(chainWrites.id, id)))[0];
  const lockName = () =>
    fork.client.readContract({ abi: publicLockAbi, address: lock, functionName: 'name' });
  const mined = () => fork.minedNonce(chain.signer);
  /** A write whose process dies after phase 1 committed: the node never gets the bytes. */
  const cutOffAfterPhaseOne = async (name: string) => {
    const dying = engine({
      ...chain,
      broadcast: async () => {
        throw new Error('killed before the hand-over');
      },
    });
    const id = await recorded(dying, name);
    await dying.drive(id);
    await dying.stop();
    return id;
  };

  it('mines a write cut off between its recorded nonce and the hand-over exactly once, after a restart', async () => {
    const before = await mined();
    const id = await cutOffAfterPhaseOne('After a restart');
    const cutOff = await row(id);
    expect(cutOff).toMatchObject({ status: 'SENT', nonce: before });
    expect(await mined()).toBe(before);

    const restarted = engine(chain);
    await restarted.resume();
    await restarted.drive(id);
    expect(await row(id)).toMatchObject({ status: 'DONE', minedTxHashes: [cutOff?.txHash] });
    expect(await lockName()).toBe('After a restart');
    expect(await mined()).toBe(before + 1);

    // A thief (or a second resume) replaying the recorded bytes: the same nonce, the same transaction.
    await expect(chain.broadcast(cutOff?.rawTx as Hex)).rejects.toBeInstanceOf(ChainRefusedError);
    await restarted.resume();
    expect(await mined()).toBe(before + 1);
    await restarted.stop();
  });

  it('fills the nonce of a refused hand-over, so a write signed after it still mines', async () => {
    const before = await mined();
    const ids: number[] = [];
    let refused = false;
    // The node refuses the first hand-over for good, once the other write has taken the next nonce.
    const refusing = engine({
      ...chain,
      broadcast: async (raw) => {
        if (refused) return chain.broadcast(raw);
        refused = true;
        await vi.waitFor(
          async () => {
            const sent = await t.deps.db.select().from(chainWrites).where(eq(chainWrites.status, 'SENT'));
            expect(sent.filter((write) => ids.includes(write.id))).toHaveLength(2);
          },
          { ...STATE_WAIT, interval: 50 },
        );
        throw new ChainRefusedError(new Error('transaction underpriced'));
      },
    });
    ids.push(await recorded(refusing, 'Refused'), await recorded(refusing, 'Mined'));
    await Promise.all(ids.map((id) => refusing.drive(id)));

    const [first, second] = await Promise.all(ids.map(row));
    const failed = first?.status === 'FAILED' ? first : second;
    const done = first?.status === 'FAILED' ? second : first;
    expect(failed).toMatchObject({ error: { status: 502, message: CHAIN_REFUSED_MESSAGE } });
    expect(failed?.fillerTxHash).toMatch(/^0x/);
    expect(done?.status).toBe('DONE');
    expect([failed?.nonce, done?.nonce].sort()).toEqual([before, before + 1]);
    expect(await mined()).toBe(before + 2);
    expect(await lockName()).toBe(done?.payload.name);

    // The resume job lets the filler go once its nonce is mined.
    await refusing.resume();
    expect((await row(failed?.id as number))?.fillerRawTx).toBeNull();
    await refusing.stop();
  });

  it('fills the nonce of a write cut off before its hand-over whose bytes the node refuses after the restart', async () => {
    const before = await mined();
    const id = await cutOffAfterPhaseOne('Refused after a restart');

    let refused = false;
    const restarted = engine({
      ...chain,
      broadcast: async (raw) => {
        if (refused) return chain.broadcast(raw);
        refused = true;
        throw new ChainRefusedError(new Error('transaction underpriced'));
      },
    });
    await restarted.drive(id);
    expect(await row(id)).toMatchObject({ status: 'FAILED', error: { status: 502 } });
    await vi.waitFor(async () => expect(await mined()).toBe(before + 1), { ...STATE_WAIT, interval: 50 });
    // The next write takes the nonce after the filler's, and mines.
    const next = await recorded(restarted, 'After the filler');
    await restarted.drive(next);
    expect(await row(next)).toMatchObject({ status: 'DONE', nonce: before + 1 });
    expect(await lockName()).toBe('After the filler');
    await restarted.stop();
  });

  it('sends a write again with a new nonce when another transaction took its nonce before the hand-over', async () => {
    const before = await mined();
    let taken = false;
    // Another sender of the same key (outside this database) uses the nonce first.
    const raced = engine({
      ...chain,
      broadcast: async (raw) => {
        if (!taken) {
          taken = true;
          const other = await chain.signFiller(before, {
            chainId: 31337,
            maxFeePerGas: 10n ** 10n,
            maxPriorityFeePerGas: 1n,
          });
          await chain.broadcast(other.raw);
          await vi.waitFor(async () => expect(await mined()).toBe(before + 1), {
            ...STATE_WAIT,
            interval: 50,
          });
        }
        return chain.broadcast(raw);
      },
    });
    const id = await recorded(raced, 'Sent again');
    await raced.drive(id);
    const write = await row(id);
    expect(write).toMatchObject({ status: 'DONE', nonce: before + 1 });
    expect(write?.minedTxHashes).toHaveLength(1);
    expect(await lockName()).toBe('Sent again');
    expect(await mined()).toBe(before + 2);
    await raced.stop();
  });

  // PGlite has one session, where advisory locks are re-entrant and transactions run one at a time:
  // there is no pool to empty. A test app's pool has 4 connections (test-database.ts).
  it.runIf(kind === 'postgres')(
    'answers a login while more sends than the pool has connections wait for the signer lock another process holds, then mines each once',
    async () => {
      const user = await createVerifiedUser(t);
      const before = await mined();
      let reachedLock = 0;
      const writes = engine({
        ...chain,
        transactionCount: (blockTag) => {
          reachedLock++;
          return chain.transactionCount(blockTag);
        },
      });
      const names = ['Queued 1', 'Queued 2', 'Queued 3', 'Queued 4', 'Queued 5', 'Queued 6'];
      const ids: number[] = [];
      for (const name of names) ids.push(await recorded(writes, name));
      let driven: Promise<unknown> | undefined;
      // Another process holds the signer's lock (here on one of the pool's connections).
      await t.deps.db.transaction(async (other) => {
        await lockSigner(other, chain.signer);
        const waitingOnTheLock = async () => {
          const [waiting] = await other
            .select({ sessions: sql<number>`count(*)::int` })
            .from(sql`pg_locks`)
            .where(
              sql`locktype = 'advisory' and not granted
                and database = (select oid from pg_database where datname = current_database())`,
            );
          return waiting?.sessions;
        };
        driven = Promise.all(ids.map((id) => writes.drive(id)));
        await vi.waitFor(
          async () => {
            // Each send needs a connection to claim its write before it asks for the lock.
            expect(reachedLock, 'sends that reached the signer lock').toBe(names.length);
            expect(await waitingOnTheLock(), 'sessions waiting on the lock').toBeGreaterThan(0);
          },
          { ...STATE_WAIT, interval: 50 },
        );

        expect((await logIn(t, user.email)).status, 'a login while the sends wait').toBe(200);
        expect(await waitingOnTheLock(), 'sessions waiting on the lock').toBe(1);
        const [sending] = await other
          .select({ value: count() })
          .from(chainWrites)
          .where(and(inArray(chainWrites.id, ids), eq(chainWrites.status, 'SENDING')));
        expect(sending?.value).toBe(names.length);
        expect(await mined()).toBe(before);
      });
      await driven;

      const rows = await Promise.all(ids.map(row));
      expect(rows.map((write) => write?.status)).toEqual(names.map(() => 'DONE'));
      expect(rows.map((write) => write?.minedTxHashes.length)).toEqual(names.map(() => 1));
      expect(rows.map((write) => write?.nonce).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        names.map((_, index) => before + index),
      );
      expect(await mined()).toBe(before + names.length);
      await writes.stop();
    },
  );

  it('gives two processes sending at once distinct consecutive nonces, and both mine', async () => {
    const before = await mined();
    // On PostgreSQL the second process has a pool of its own, so its sends and the first's take no
    // turns in memory (signer-lock.ts): only the signer lock orders them. PGlite has one connection.
    const pool = (t.deps.db as unknown as { $client: pg.Pool }).$client;
    const second = kind === 'postgres' ? wrapPool(createPool(pool.options.connectionString ?? '', 2)) : null;
    const one = engine(chain);
    const two = createChainWrites({ ...t.deps, db: second?.db ?? t.deps.db, chain }, kinds);
    const ids = [await recorded(one, 'One'), await recorded(two, 'Two')];
    await Promise.all([one.drive(ids[0] as number), two.drive(ids[1] as number)]);
    const rows = await Promise.all(ids.map(row));
    expect(rows.map((write) => write?.status)).toEqual(['DONE', 'DONE']);
    expect(rows.map((write) => write?.nonce).sort()).toEqual([before, before + 1]);
    expect(await mined()).toBe(before + 2);
    await Promise.all([one.stop(), two.stop()]);
    await second?.close();
  });
});
