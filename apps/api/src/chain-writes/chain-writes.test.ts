import { eq, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAIN_REFUSED_MESSAGE,
  type ChainPort,
  ChainRefusedError,
  type MinedCall,
} from '../adapters/chain/chain-port.ts';
import { chainWrites } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bothEngines } from '../testing/test-database.ts';
import type { ChainWriteKind } from './chain-write-kind.ts';
import { type ChainWrites, createChainWrites, STALE_SEND_MS } from './chain-writes.ts';

const LOCK = '0x00000000000000000000000000000000000000aa';

/** A chain that answers at once and counts what it signs; `receipt` decides what mining gives. */
function fakeChain(base: ChainPort, options: { receipt?: MinedCall | null; broadcast?: () => void } = {}) {
  const signed: Hex[] = [];
  const chain: ChainPort = {
    ...base,
    prepare: async (call) => ({
      call,
      to: LOCK,
      data: '0x',
      gas: 1n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      chainId: 31337,
    }),
    // Small nonces of its own: held ones never push a real chain's nonces in this database.
    transactionCount: async () => 0,
    sign: async (_prepared, nonce) => {
      const hash = `0x${(signed.length + 1).toString(16).padStart(64, '0')}` as Hex;
      signed.push(hash);
      return { hash, raw: '0x01', nonce };
    },
    broadcast: async () => options.broadcast?.(),
    waitForReceipt: async () =>
      options.receipt === undefined ? { reverted: false, outcome: {} } : options.receipt,
  };
  return { chain, signed };
}

/** A kind of one transaction; `resendable` as given; records what it finished and abandoned. */
function testKind(resendable: ChainWriteKind['resendable']) {
  const finished: number[] = [];
  const abandoned: number[] = [];
  const kind: ChainWriteKind = {
    resendable,
    nextCall: async (_deps, write) =>
      write.minedTxHashes.length > 0 ? null : { type: 'setLockName', lock: LOCK, name: 'Test' },
    finish: async (_tx, _deps, write) => {
      finished.push(write.id);
      return { finished: true };
    },
    abandon: async (_deps, write) => {
      abandoned.push(write.id);
    },
  };
  return { kind, finished, abandoned };
}

describe.each(bothEngines())('chain writes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const once = testKind(false);
  const converging = testKind(true);
  // Like a creation: its first transaction could happen twice, the steps after it converge.
  const afterFirst = testKind((write) => write.minedTxHashes.length > 0);
  const kinds = {
    'test.once': once.kind,
    'test.converging': converging.kind,
    'test.after-first': afterFirst.kind,
  };

  async function recorded(writes: ChainWrites, kindName: string) {
    const write = await t.deps.db.transaction((tx) => writes.record(tx, { kind: kindName, payload: {} }));
    if (!write) throw new Error('Recording the test write returned nothing');
    return write;
  }

  const statusOf = async (id: number) => (await t.deps.chainWrites.find(id))?.status;

  it('sends, awaits and finishes a write exactly once when two processes drive it at the same time', async () => {
    const { chain, signed } = fakeChain(t.deps.chain);
    const [one, two] = [1, 2].map(() => createChainWrites({ ...t.deps, chain }, kinds));
    if (!one || !two) throw new Error('unreachable');
    const write = await recorded(one, 'test.once');
    await Promise.all([one.drive(write.id), two.drive(write.id), two.resume()]);
    expect(await statusOf(write.id)).toBe('DONE');
    expect(signed).toHaveLength(1);
    expect(once.finished.filter((id) => id === write.id)).toHaveLength(1);
    await Promise.all([one.stop(), two.stop()]);
  });

  it('after an interrupted send, sends again a write that converges and fails one that could happen twice', async () => {
    const { chain, signed } = fakeChain(t.deps.chain);
    const writes = createChainWrites({ ...t.deps, chain }, kinds);
    const cutOff = await recorded(writes, 'test.once');
    const resent = await recorded(writes, 'test.converging');
    // Both were SENDING when their process stopped, before a hash was recorded.
    await t.deps.db
      .update(chainWrites)
      .set({ status: 'SENDING', updatedAt: sql`now() - interval '10 minutes'` })
      .where(sql`${chainWrites.id} in (${cutOff.id}, ${resent.id})`);
    await writes.resume();
    await Promise.all([writes.drive(cutOff.id), writes.drive(resent.id)]);

    expect(await t.deps.chainWrites.find(cutOff.id)).toMatchObject({
      status: 'FAILED',
      error: { status: 503, message: expect.stringMatching(/^Saving was interrupted/) },
    });
    expect(once.abandoned).toContain(cutOff.id);
    expect(await statusOf(resent.id)).toBe('DONE');
    expect(signed).toHaveLength(1);
    await writes.stop();
  });

  it('after an interrupted send, sends again a write whose kind allows it by now, and fails it before', async () => {
    const { chain } = fakeChain(t.deps.chain);
    const writes = createChainWrites({ ...t.deps, chain }, kinds);
    const first = await recorded(writes, 'test.after-first');
    const later = await recorded(writes, 'test.after-first');
    // Cut off while sending: `first` its first transaction, `later` one after a mined one.
    const cutOff = { status: 'SENDING' as const, updatedAt: sql`now() - interval '10 minutes'` };
    await t.deps.db.update(chainWrites).set(cutOff).where(eq(chainWrites.id, first.id));
    await t.deps.db
      .update(chainWrites)
      .set({ ...cutOff, minedTxHashes: [`0x${'ab'.repeat(32)}`] })
      .where(eq(chainWrites.id, later.id));
    await Promise.all([writes.drive(first.id), writes.drive(later.id)]);

    expect(await statusOf(first.id)).toBe('FAILED');
    expect(afterFirst.abandoned).toContain(first.id);
    expect(await statusOf(later.id)).toBe('DONE');
    await writes.stop();
  });

  it("leaves a SENDING write to its sender for production's 2 minutes, then fails it as cut off", async () => {
    expect(STALE_SEND_MS).toBe(2 * 60_000);
    const { chain, signed } = fakeChain(t.deps.chain);
    // As createDeps builds it when CHAIN_WRITE_STALE_SEND_SECONDS is unset (always in production).
    const writes = createChainWrites({ ...t.deps, chain }, kinds, { staleSendMs: undefined });
    const write = await recorded(writes, 'test.once');
    const sendingFor = (seconds: number) =>
      t.deps.db
        .update(chainWrites)
        .set({ status: 'SENDING', updatedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(chainWrites.id, write.id));
    await sendingFor(110);
    await writes.drive(write.id);
    expect(await statusOf(write.id)).toBe('SENDING');
    await sendingFor(125);
    await writes.drive(write.id);
    expect(await statusOf(write.id)).toBe('FAILED');
    expect(signed).toHaveLength(0);
    await writes.stop();
  });

  it('fails a write whose transaction reverted, and one whose nonce another transaction took', async () => {
    const reverting = createChainWrites(
      { ...t.deps, chain: fakeChain(t.deps.chain, { receipt: { reverted: true } }).chain },
      kinds,
    );
    const reverted = await recorded(reverting, 'test.once');
    await reverting.drive(reverted.id);
    expect(await t.deps.chainWrites.find(reverted.id)).toMatchObject({
      status: 'FAILED',
      error: { status: 502, message: CHAIN_REFUSED_MESSAGE },
    });
    expect(once.abandoned).toContain(reverted.id);
    await reverting.stop();

    // Found in flight after a restart: the node refuses the bytes (nonce used) and has no receipt.
    const replaced = createChainWrites(
      {
        ...t.deps,
        chain: fakeChain(t.deps.chain, {
          receipt: null,
          broadcast: () => {
            throw new ChainRefusedError(new Error('nonce too low'), true);
          },
        }).chain,
      },
      kinds,
    );
    const lost = await recorded(replaced, 'test.once');
    await t.deps.db
      .update(chainWrites)
      .set({ status: 'SENT', txHash: `0x${'ab'.repeat(32)}`, rawTx: '0x01', call: { type: 'setLockName' } })
      .where(eq(chainWrites.id, lost.id));
    await replaced.drive(lost.id);
    expect(await statusOf(lost.id)).toBe('FAILED');
    await replaced.stop();
  });

  it('leaves a write SENT when its receipt does not come in time, for the next sweep', async () => {
    const slow = createChainWrites(
      { ...t.deps, chain: fakeChain(t.deps.chain, { receipt: null }).chain },
      kinds,
      { receiptTimeoutMs: 0 },
    );
    const write = await recorded(slow, 'test.once');
    await slow.drive(write.id);
    expect(await t.deps.chainWrites.find(write.id)).toMatchObject({ status: 'SENT', error: null });
    await slow.stop();
  });

  it("lets the process's next sends go when a send fails under the signer lock", async () => {
    const { chain, signed } = fakeChain(t.deps.chain);
    let failures = 1;
    const writes = createChainWrites(
      {
        ...t.deps,
        chain: {
          ...chain,
          sign: async (prepared, nonce) => {
            if (failures-- > 0) throw new Error('The signing key is unreachable');
            return chain.sign(prepared, nonce);
          },
        },
      },
      kinds,
    );
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) ids.push((await recorded(writes, 'test.converging')).id);
    await Promise.all(ids.map((id) => writes.drive(id)));
    expect((await Promise.all(ids.map(statusOf))).sort()).toEqual(['DONE', 'DONE', 'FAILED']);
    expect(signed).toHaveLength(2);
    await writes.stop();
  });

  it('drives a six-transaction write to the end in one drive when two of its sends were not wanted at signing', async () => {
    // Like a creation (six transactions); its first two signings find the call no longer wanted.
    let refusals = 2;
    const six: ChainWriteKind = {
      resendable: true,
      nextCall: async (_deps, write) =>
        write.minedTxHashes.length >= 6 ? null : { type: 'setLockName', lock: LOCK, name: 'Six' },
      stillWanted: async () => refusals-- <= 0,
      finish: async () => ({ finished: true }),
      abandon: async () => {},
    };
    const { chain, signed } = fakeChain(t.deps.chain);
    const writes = createChainWrites({ ...t.deps, chain }, { 'test.six': six });
    const write = await recorded(writes, 'test.six');
    expect((await writes.settle(write.id)).status).toBe('DONE');
    expect(signed).toHaveLength(8);
    await writes.stop();
  });
});
