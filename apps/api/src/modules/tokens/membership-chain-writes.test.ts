import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { LOCAL_ACCOUNTS, readMembershipLock } from '@keyclub/chain/node';
import {
  apiErrorSchema,
  CHAIN_WRITE_PENDING_MESSAGE,
  chainWriteSchema,
  dataEnvelope,
  type Token,
  tokenSchema,
} from '@keyclub/domain';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { type Address, createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { IDEMPOTENCY_MESSAGES } from '../../chain-writes/idempotency.ts';
import { signerLockKey } from '../../chain-writes/signer-lock.ts';
import { chainWrites, files, tokenProfiles, tokens } from '../../db/schema/index.ts';
import {
  categoryId,
  type MembershipFields,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from '../../testing/fixtures/membership-fixtures.ts';
import { startForkedChain } from '../../testing/forked-chain.ts';
import { gate } from '../../testing/gate.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { TEST_CHAIN_TIMEOUT_MS } from '../../testing/test-waits.ts';
import { LOCKS_PER_BUSINESS_PER_HOUR } from './lock-creation-limit.ts';
import { MEMBERSHIP_WRITES } from './membership-writes.ts';

// Test files run in parallel against one chain: a signer of our own keeps nonces from colliding.
const SIGNER = LOCAL_ACCOUNTS[7];
/** A creation mines the lock, the three transactions closing it to its holders (issue 31), then the two pricing its renewal. */
const CREATION_TRANSACTIONS = 6;

const tokenBody = dataEnvelope(tokenSchema);
const writeBody = dataEnvelope(chainWriteSchema);

describe.each(bothEngines())('membership saves as chain writes on %s', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let nightlife: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { API_SIGNER_PRIVATE_KEY: SIGNER.privateKey });
    owner = await signedInUser(t, 'BUSINESS');
    nightlife = await categoryId(t, 'Nightlife');
  });
  afterAll(() => t.close());

  const portOn = (rpcUrl: string) =>
    createChainPort({
      rpcUrl,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: SIGNER.privateKey,
      timeoutMs: TEST_CHAIN_TIMEOUT_MS,
    });

  const form = async (fields: MembershipFields) =>
    membershipForm(fields, { art_image: await pngFile('art.png'), covers: [await pngFile('cover.png')] });

  const post = async (
    app: { request: TestApp['app']['request'] },
    session: TestSession,
    fields: MembershipFields,
    headers: Record<string, string> = {},
  ) =>
    app.request('/tokens', {
      method: 'POST',
      headers: { ...session.headers, ...headers },
      body: await form(fields),
    });

  const tokenOf = async (response: Response): Promise<Token> => {
    expect(response.status).toBe(201);
    return tokenBody.parse(await response.json()).data;
  };

  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json());

  /** Files in the storage folder (originals, thumbnails and their metadata). */
  const storedObjects = async () =>
    (await readdir(t.deps.env.storageDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
      (entry) => entry.isFile(),
    ).length;

  /** The real chain, except that `onMined` runs (once) when a transaction has mined, before it is finished. */
  const changingWhileMined = (onMined: () => Promise<void>): ChainPort => {
    let ran = false;
    return {
      ...t.deps.chain,
      waitForReceipt: async (call, hash, options) => {
        const mined = await t.deps.chain.waitForReceipt(call, hash, options);
        if (mined && !ran) {
          ran = true;
          await onMined();
        }
        return mined;
      },
    };
  };

  const rowCount = async (table: typeof tokens | typeof files | typeof chainWrites) =>
    (await t.deps.db.select({ value: count() }).from(table))[0]?.value ?? 0;

  /** Transactions the signer has had mined on the run's chain. */
  const minedNonce = () =>
    createPublicClient({ transport: http(t.deps.chain.rpcUrl), cacheTime: 0 }).getTransactionCount({
      address: SIGNER.address,
      blockTag: 'latest',
    });

  it('answers reads while locks are mining, and holds the signer lock only to send', async () => {
    const fork = await startForkedChain();
    const api = appWithChain(t.deps, portOn(fork.rpcUrl), { answerWithinMs: 10 * 60_000 });
    try {
      const existing = await tokenOf(await post(api.app, owner, membershipFields(nightlife)));
      await fork.setAutomine(false);
      // As many saves as the test pool has connections: holding one each while mining would starve reads.
      const settled: boolean[] = [];
      const saves = ['Mined later one', 'Mined later two', 'Mined later three', 'Mined later four'].map(
        (title, index) =>
          post(api.app, owner, membershipFields(nightlife, { title })).finally(() => {
            settled[index] = true;
          }),
      );
      await expect.poll(() => fork.pendingTransactions()).toBe(4);

      const read = await api.app.request(`/tokens/${existing.id}`);
      expect(read.status).toBe(200);
      const list = await api.app.request('/tokens', { headers: owner.headers });
      expect(list.status).toBe(200);
      if (kind === 'postgres') {
        // Another process could send now: nobody holds the signer lock while the transactions mine.
        const free = await t.deps.db.transaction(async (tx) => {
          const key = signerLockKey(SIGNER.address).toString();
          const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as free`);
          return (result as unknown as { rows: { free: boolean }[] }).rows[0]?.free;
        });
        expect(free).toBe(true);
      }
      expect(settled).toEqual([]);

      await fork.setAutomine(true);
      await fork.mine();
      const created = await Promise.all(saves.map(async (save) => tokenOf(await save)));
      expect(new Set(created.map((token) => token.profile.contract_address)).size).toBe(4);
    } finally {
      await api.deps.chainWrites.stop();
      await fork.stop();
    }
  });

  it('answers 202 with the pending write when the lock is not mined in time, then saves it once mined', async () => {
    const fork = await startForkedChain();
    const api = appWithChain(t.deps, portOn(fork.rpcUrl), { answerWithinMs: 0 });
    try {
      await fork.setAutomine(false);
      const [tokensBefore, filesBefore] = [await rowCount(tokens), await rowCount(files)];
      const response = await post(api.app, owner, membershipFields(nightlife, { title: 'Slow chain' }));
      expect(response.status).toBe(202);
      const pending = writeBody.parse(await response.json()).data;
      expect(pending).toMatchObject({ status: 'PENDING', message: CHAIN_WRITE_PENDING_MESSAGE });
      expect(response.headers.get('location')).toBe(`/chain-writes/${pending.id}`);
      await expect.poll(() => fork.pendingTransactions()).toBe(1);

      const poll = async () =>
        writeBody.parse(
          await (await api.app.request(`/chain-writes/${pending.id}`, { headers: owner.headers })).json(),
        ).data;
      expect((await poll()).status).toBe('PENDING');
      expect(await rowCount(tokens)).toBe(tokensBefore);
      // The uploads are kept for the save that is still on its way.
      expect(await rowCount(files)).toBe(filesBefore + 2);
      const stranger = await signedInUser(t, 'BUSINESS');
      expect(
        (await api.app.request(`/chain-writes/${pending.id}`, { headers: stranger.headers })).status,
      ).toBe(404);

      await fork.setAutomine(true);
      await fork.mine();
      await expect.poll(async () => (await poll()).status).not.toBe('PENDING');
      const done = await poll();
      expect(done.status).toBe('DONE');
      expect(done.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
      const read = await api.app.request(`/tokens/${done.token_id}`);
      const token = tokenBody.parse(await read.json()).data;
      expect(token.profile.title).toBe('Slow chain');
      const lock = await readMembershipLock({
        rpcUrl: fork.rpcUrl,
        lock: token.profile.contract_address as Address,
      });
      expect(lock.name).toBe('Slow chain');
    } finally {
      await api.deps.chainWrites.stop();
      await fork.stop();
    }
  });

  it('resumes after a restart a write that was sent but not yet mined, mining one lock', async () => {
    const fork = await startForkedChain();
    const first = appWithChain(t.deps, portOn(fork.rpcUrl), { answerWithinMs: 0 });
    const nonceBefore = await fork.minedNonce(SIGNER.address);
    await fork.setAutomine(false);
    const response = await post(
      first.app,
      owner,
      membershipFields(nightlife, { title: 'Survives a restart' }),
    );
    expect(response.status).toBe(202);
    const { id } = writeBody.parse(await response.json()).data;
    await expect.poll(() => fork.pendingTransactions()).toBe(1);
    // The process stops: its wait ends, the write stays as recorded.
    await first.deps.chainWrites.stop();
    expect((await t.deps.chainWrites.find(id))?.status).toBe('SENT');

    const second = appWithChain(t.deps, portOn(fork.rpcUrl));
    try {
      expect(await second.deps.chainWrites.resume()).toBeGreaterThanOrEqual(1);
      await fork.setAutomine(true);
      await fork.mine();
      await expect.poll(async () => (await t.deps.chainWrites.find(id))?.status).toMatch(/DONE|FAILED/);
      const write = await t.deps.chainWrites.find(id);
      const token = tokenBody.parse(
        await (await second.app.request(`/tokens/${write?.result.tokenId}`)).json(),
      ).data;
      expect(token.profile.title).toBe('Survives a restart');
      expect(await fork.minedNonce(SIGNER.address)).toBe(nonceBefore + CREATION_TRANSACTIONS);
    } finally {
      await second.deps.chainWrites.stop();
      await fork.stop();
    }
  });

  it('resumes after a restart a write recorded before anything was sent, and never sends it twice', async () => {
    const stalled = gate();
    // The first process records the intent, then stalls before preparing its transaction.
    const stalling: ChainPort = {
      ...t.deps.chain,
      prepare: async (call) => {
        await stalled.opened;
        return t.deps.chain.prepare(call);
      },
    };
    const first = appWithChain(t.deps, stalling, { answerWithinMs: 0 });
    const nonceBefore = await minedNonce();
    const tokensBefore = await rowCount(tokens);
    const response = await post(first.app, owner, membershipFields(nightlife, { title: 'Recorded only' }));
    expect(response.status).toBe(202);
    const { id } = writeBody.parse(await response.json()).data;
    expect((await t.deps.chainWrites.find(id))?.status).toBe('PENDING');

    const second = appWithChain(t.deps, t.deps.chain);
    try {
      await second.deps.chainWrites.resume();
      await expect.poll(async () => (await t.deps.chainWrites.find(id))?.status).toMatch(/DONE|FAILED/);
      stalled.open();
      await first.deps.chainWrites.stop();
      const write = await t.deps.chainWrites.find(id);
      expect(write?.status).toBe('DONE');
      expect(write?.minedTxHashes).toHaveLength(CREATION_TRANSACTIONS);
      expect(await rowCount(tokens)).toBe(tokensBefore + 1);
      expect(await minedNonce()).toBe(nonceBefore + CREATION_TRANSACTIONS);
    } finally {
      stalled.open();
      await second.deps.chainWrites.stop();
    }
  });

  it('answers a retry with the same Idempotency-Key with the same membership and mines one lock', async () => {
    const nonceBefore = await minedNonce();
    const fields = membershipFields(nightlife, { title: 'Saved once' });
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await tokenOf(await post(t.app, owner, fields, key));
    const retry = await tokenOf(await post(t.app, owner, fields, key));
    expect(retry).toEqual(first);

    // Sent twice at the same time (a double click, a client retry racing the first attempt).
    const racingKey = { 'Idempotency-Key': randomUUID() };
    const raced = await Promise.all([
      post(t.app, owner, fields, racingKey),
      post(t.app, owner, fields, racingKey),
    ]);
    const [one, two] = await Promise.all(raced.map(tokenOf));
    expect(one?.id).toBe(two?.id);
    expect(one?.id).not.toBe(first.id);
    expect(await minedNonce()).toBe(nonceBefore + 2 * CREATION_TRANSACTIONS);

    const changed = await post(t.app, owner, membershipFields(nightlife, { title: 'Something else' }), key);
    expect(changed.status).toBe(422);
    expect((await errorOf(changed)).message).toBe(IDEMPOTENCY_MESSAGES.reused);
    // Keys belong to their business: another business's key of the same text is its own.
    const other = await tokenOf(await post(t.app, await signedInUser(t, 'BUSINESS'), fields, key));
    expect(other.id).not.toBe(first.id);
    expect(await minedNonce()).toBe(nonceBefore + 3 * CREATION_TRANSACTIONS);
  });

  it('refuses values the database cannot hold before any chain write, storing nothing', async () => {
    const before = {
      nonce: await minedNonce(),
      tokens: await rowCount(tokens),
      files: await rowCount(files),
      writes: await rowCount(chainWrites),
      objects: await storedObjects(),
    };
    const outOfRange: MembershipFields[] = [{ copies: '3000000000' }, { lockout_period: '3000000000' }];
    for (const fields of outOfRange) {
      const response = await post(t.app, owner, membershipFields(nightlife, fields));
      expect(response.status).toBe(400);
    }
    expect({
      nonce: await minedNonce(),
      tokens: await rowCount(tokens),
      files: await rowCount(files),
      writes: await rowCount(chainWrites),
      objects: await storedObjects(),
    }).toEqual(before);
  });

  it('limits new locks per business and hour, counted in the database (429)', async () => {
    const busy = await signedInUser(t, 'BUSINESS');
    const started = await t.deps.db
      .insert(chainWrites)
      .values(
        Array.from({ length: LOCKS_PER_BUSINESS_PER_HOUR }, () => ({
          kind: MEMBERSHIP_WRITES.create,
          status: 'DONE' as const,
          payload: {},
          businessId: busy.businessId,
          requestedById: busy.userId,
          signer: SIGNER.address,
        })),
      )
      .returning({ id: chainWrites.id });
    const nonceBefore = await minedNonce();
    const refused = await post(t.app, busy, membershipFields(nightlife));
    expect(refused.status).toBe(429);
    const { message } = await errorOf(refused);
    expect(message).toMatch(
      new RegExp(
        `^This business has created ${LOCKS_PER_BUSINESS_PER_HOUR} memberships in the last hour\\. Try again in \\d+ minutes?\\.$`,
      ),
    );
    expect(await minedNonce()).toBe(nonceBefore);

    // An hour later they no longer count.
    await t.deps.db
      .update(chainWrites)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(chainWrites.businessId, busy.businessId ?? 0));
    expect(started).toHaveLength(LOCKS_PER_BUSINESS_PER_HOUR);
    await tokenOf(await post(t.app, busy, membershipFields(nightlife)));
  });

  it('keeps the mined lock on record and removes the uploads when the rows cannot be written after mining', async () => {
    const lines: string[] = [];
    const api = appWithChain(
      { ...t.deps, logger: pino({ level: 'error' }, { write: (line: string) => lines.push(line) }) },
      changingWhileMined(async () => {
        // The database starts refusing this membership while its lock mines.
        await t.deps.db.execute(sql`
          create or replace function refuse_after_mining() returns trigger language plpgsql as $$
          begin raise exception 'refused by the test'; end $$`);
        await t.deps.db.execute(sql`
          create or replace trigger refuse_after_mining before insert on token_profiles for each row
          when (new.title = 'Refused after mining') execute function refuse_after_mining()`);
      }),
    );
    try {
      const before = {
        tokens: await rowCount(tokens),
        files: await rowCount(files),
        objects: await storedObjects(),
      };
      const response = await post(
        api.app,
        owner,
        membershipFields(nightlife, { title: 'Refused after mining' }),
      );
      expect(response.status).toBe(500);
      expect({
        tokens: await rowCount(tokens),
        files: await rowCount(files),
        objects: await storedObjects(),
      }).toEqual(before);
      const orphan = lines
        .map((line) => JSON.parse(line) as { msg: string; lock?: Address; write?: number })
        .find((entry) => entry.msg === 'membership not saved: its lock stays on chain unused');
      expect(orphan?.lock).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(
        await readMembershipLock({ rpcUrl: t.deps.chain.rpcUrl, lock: orphan?.lock as Address }),
      ).toMatchObject({ name: 'Refused after mining' });
      expect(await t.deps.chainWrites.find(orphan?.write ?? 0)).toMatchObject({
        status: 'FAILED',
        result: { lock: orphan?.lock },
      });
    } finally {
      await api.deps.chainWrites.stop();
    }
  });

  it('gives the lock its old settings back when an edit cannot be written after the lock changed', async () => {
    const token = await tokenOf(
      await post(t.app, owner, membershipFields(nightlife, { title: 'Before the edit' })),
    );
    const lock = token.profile.contract_address as Address;
    const api = appWithChain(
      t.deps,
      changingWhileMined(async () => {
        // Copies sell while the new key limit mines: more than the edit allows.
        await t.deps.db
          .update(tokenProfiles)
          .set({ soldCopiesCount: 50, availableCopiesCount: 50 })
          .where(eq(tokenProfiles.id, token.profile.id));
      }),
    );
    try {
      const [filesBefore, objectsBefore] = [await rowCount(files), await storedObjects()];
      const response = await api.app.request(`/tokens/${token.id}`, {
        method: 'PUT',
        headers: owner.headers,
        body: await form(
          membershipFields(nightlife, { title: 'After the edit', copies: '7', expiration_duration: '3' }),
        ),
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).errors).toEqual([
        {
          field: 'copies',
          message: 'Number of memberships must be greater than or equal to sold copies: 50',
        },
      ]);
      expect([await rowCount(files), await storedObjects()]).toEqual([filesBefore, objectsBefore]);
      const lockNow = () => readMembershipLock({ rpcUrl: t.deps.chain.rpcUrl, lock });
      await expect.poll(async () => (await lockNow()).name).toBe('Before the edit');
      expect(await lockNow()).toMatchObject({ expirationDuration: 30n * 86_400n, maxNumberOfKeys: 100n });
      const read = tokenBody.parse(await (await t.app.request(`/tokens/${token.id}`)).json()).data;
      expect(read.profile).toMatchObject({ title: 'Before the edit', copies: 100, expiration_duration: 30 });
    } finally {
      await api.deps.chainWrites.stop();
    }
  });
});
