import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { chainWrites, tokens } from '../../db/schema/index.ts';
import { startApiProcess } from '../../testing/api-process.ts';
import {
  checkoutOnFork,
  json,
  pathOf,
  purchaseOf,
  resultBody,
  sessionBody,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

// Two processes share the database: PostgreSQL only (PGlite lives inside one process).
describe.runIf(productionEngine().includes('postgres'))(
  'the API killed in the middle of a card fulfilment',
  () => {
    let t: TestApp;
    let on: Awaited<ReturnType<typeof checkoutOnFork>>;
    let databaseUrl = '';
    let dataDir = '';
    beforeAll(async () => {
      t = await createTestApp(
        'postgres',
        {},
        {
          route: (url) => {
            databaseUrl = url;
            return url;
          },
        },
      );
      on = await checkoutOnFork(t);
      dataDir = await mkdtemp(join(tmpdir(), 'keyclub-api-process-'));
    });
    afterAll(async () => {
      await on.fork.setAutomine(true);
      await on.stop();
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    /** An API process, stopped when the test ends however it ends (stop() after kill() does nothing). */
    const api = async () => {
      const started = await startApiProcess({
        DATABASE_URL: databaseUrl,
        CHAIN_RPC_URL: on.fork.rpcUrl,
        CHAIN_DEPLOYMENT_FILE: t.deps.env.chainDeploymentFile,
        DATA_DIR: dataDir,
      });
      onTestFinished(() => started.stop());
      return started;
    };

    it('completes the purchase after a restart with exactly one key: never half-granted', {
      timeout: 300_000,
    }, async () => {
      const gold = await on.membershipWithLock('Killed mid-grant', { price: 11, copies: 3, ...THIRTY_DAYS });
      const buyer = await signedInUser(t, 'CONSUMER');
      const first = await api();
      // At start a process sets up every lock it finds unset (close-locks.ts, recorded before it
      // serves); those writes end before the chain stops mining, so the grant is the one in flight.
      const unfinishedWrites = async () =>
        (
          await t.deps.db
            .select({ id: chainWrites.id })
            .from(chainWrites)
            .where(notInArray(chainWrites.status, ['DONE', 'FAILED']))
        ).length;
      await expect.poll(unfinishedWrites).toBe(0);
      const opened = await fetch(`${first.url}/tokens/checkout`, json({ id: gold.tokenId }, buyer));
      expect(opened.status, await opened.clone().text()).toBe(201);
      const session = sessionBody.parse(await opened.json()).data;

      // The grant is sent but not mined when the process dies.
      await on.fork.setAutomine(false);
      const paid = await fetch(`${first.url}${pathOf(session.url)}/pay`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      await expect.poll(() => on.fork.pendingTransactions()).toBe(1);
      await first.kill();
      expect((await purchaseOf(t.deps, session.session_id)).status).toBe('PAID');
      await on.fork.mine();
      await on.fork.setAutomine(true);

      // The next process resumes the recorded grant: the buyer's poll ends on the copy.
      const second = await api();
      const poll = async () => {
        const response = await fetch(
          `${second.url}/tokens/${gold.tokenId}/purchase?stripe=true`,
          json({ session_id: session.session_id }, buyer),
        );
        return resultBody.parse(await response.json()).data;
      };
      // The new process drives the write at start; if that first drive fails on a loaded machine
      // (a chain read past its timeout), its resume job's next round (every minute) finishes it.
      await expect.poll(async () => (await poll()).pending, { timeout: 150_000 }).toBe(false);
      const result = await poll();
      expect(result.error).toBeNull();
      expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
        status: 'FULFILLED',
        resultTokenId: result.token_id,
      });
      expect(await t.deps.db.select().from(tokens).where(eq(tokens.parentId, gold.tokenId))).toHaveLength(1);
      expect(await on.readLock<bigint>(gold.lock, 'totalSupply')).toBe(1n);
    });
  },
);
