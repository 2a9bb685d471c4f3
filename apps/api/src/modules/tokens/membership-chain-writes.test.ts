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
import { type Address, createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { signerLockKey } from '../../chain-writes/signer-lock.ts';
import { chainWrites, files, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { startForkedChain } from '../../testing/forked-chain.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { LOCKS_PER_BUSINESS_PER_HOUR, lockLimitMessage } from './lock-creation-limit.ts';
import { MEMBERSHIP_REQUEST_MESSAGES } from './membership-request.ts';
import { MEMBERSHIP_WRITES } from './membership-writes.ts';
import {
  categoryId,
  type MembershipFields,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from './testing/membership-fixtures.ts';

// Test files run in parallel against one chain: a signer of our own keeps nonces from colliding.
const SIGNER = LOCAL_ACCOUNTS[7];

const tokenBody = dataEnvelope(tokenSchema);
const writeBody = dataEnvelope(chainWriteSchema);

/** A hand-opened gate: what waits on `opened` goes on once `open()` is called. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.each(databaseKinds())('membership saves as chain writes on %s', (kind) => {
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
      timeoutMs: 5_000,
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
      await expect.poll(() => fork.pendingTransactions(), { timeout: 60_000 }).toBe(4);

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
      await expect.poll(() => fork.pendingTransactions(), { timeout: 60_000 }).toBe(1);

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

      await fork.mine();
      await expect.poll(async () => (await poll()).status, { timeout: 60_000 }).not.toBe('PENDING');
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
    const response = await post(first.app, owner, membershipFields(nightlife, { title: 'Survives a restart' }));
    expect(response.status).toBe(202);
    const { id } = writeBody.parse(await response.json()).data;
    await expect.poll(() => fork.pendingTransactions(), { timeout: 60_000 }).toBe(1);
    // The process stops: its wait ends, the write stays as recorded.
    await first.deps.chainWrites.stop();
    expect((await t.deps.chainWrites.find(id))?.status).toBe('SENT');

    const second = appWithChain(t.deps, portOn(fork.rpcUrl));
    try {
      expect(await second.deps.chainWrites.resume()).toBeGreaterThanOrEqual(1);
      await fork.mine();
      await expect
        .poll(async () => (await t.deps.chainWrites.find(id))?.status, { timeout: 60_000 })
        .toMatch(/DONE|FAILED/);
      const write = await t.deps.chainWrites.find(id);
      const token = tokenBody.parse(
        await (await second.app.request(`/tokens/${write?.result.tokenId}`)).json(),
      ).data;
      expect(token.profile.title).toBe('Survives a restart');
      expect(await fork.minedNonce(SIGNER.address)).toBe(nonceBefore + 1);
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
      await expect
        .poll(async () => (await t.deps.chainWrites.find(id))?.status, { timeout: 60_000 })
        .toMatch(/DONE|FAILED/);
      stalled.open();
      await first.deps.chainWrites.stop();
      const write = await t.deps.chainWrites.find(id);
      expect(write?.status).toBe('DONE');
      expect(write?.minedTxHashes).toHaveLength(1);
      expect(await rowCount(tokens)).toBe(tokensBefore + 1);
      expect(await minedNonce()).toBe(nonceBefore + 1);
    } finally {
      stalled.open();
      await second.deps.chainWrites.stop();
    }
  });
});
