import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxInstalled, startNginx } from '../../../scripts/lib/nginx.mjs';
import { tokenProfiles } from './db/schema/index.ts';
import { API_DIR } from './env.ts';
import { ACCESS_TOKEN_HEADER } from './http/access-token.ts';
import { AUTH_MESSAGES } from './modules/auth/auth-messages.ts';
import { startApiProcess } from './testing/api-process.ts';
import { buildApi, compiledServerCommand } from './testing/compiled-api.ts';
import { json } from './testing/fixtures/checkout-fixtures.ts';
import { listingBusiness } from './testing/fixtures/listed-memberships.ts';
import { signedInUser } from './testing/fixtures/membership-fixtures.ts';
import { runChain } from './testing/run-chain.ts';
import { createVerifiedUser, jsonRequest, TEST_PASSWORD, withToken } from './testing/test-accounts.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { productionEngine } from './testing/test-database.ts';

const count = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/**
 * A POST from a client address of its own: 127.0.0.0/8 is all loopback, so each buyer connects from
 * its own address, which nginx forwards (X-Forwarded-For) as a real client's. fetch cannot pick it.
 */
function postFrom(localAddress: string, url: string, init: RequestInit): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', headers: init.headers as Record<string, string>, localAddress },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body as string);
  });
}

/**
 * GETs `url` through `agent` (one kept-alive socket), answering the status and the socket it went over.
 */
function getOver(agent: Agent, url: string): Promise<{ status: number; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, socket }));
    });
    let socket: Socket;
    outgoing.on('socket', (given) => {
      socket = given;
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

// Production runs the compiled server (package.json's start), so this file tests that build.
beforeAll(buildApi);

describe('the compiled server', () => {
  it('refuses to start in production without its required environment', async () => {
    const started = promisify(execFile)(compiledServerCommand.command, compiledServerCommand.args, {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '' },
      // A server that started after all would otherwise keep this test waiting for its timeout.
      timeout: 60_000,
    });
    const refusal = await started.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refusal?.code).toBe(1);
    expect(refusal?.stderr).toContain('Invalid environment');
    expect(refusal?.stderr).toContain('AUTH_SECRET is required in production');
  });
});

// Several API processes on one PostgreSQL behind nginx (docs/deployment.md). CI always runs it: the
// test command installs nginx and starts PostgreSQL.
describe.runIf(productionEngine().includes('postgres') && (nginxInstalled() || process.env.CI))(
  'two API processes behind nginx',
  () => {
    let t: TestApp;
    let databaseUrl = '';
    let dataDir = '';
    let apis: Awaited<ReturnType<typeof startApiProcess>>[] = [];
    let balancer: Awaited<ReturnType<typeof startNginx>>;
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
      dataDir = await mkdtemp(join(tmpdir(), 'keyclub-scale-out-'));
      const env = {
        DATABASE_URL: databaseUrl,
        CHAIN_RPC_URL: t.deps.env.chainRpcUrl,
        CHAIN_DEPLOYMENT_FILE: t.deps.env.chainDeploymentFile,
        DATA_DIR: dataDir,
        DEV_OUTBOX: 'true',
        TRUST_PROXY: '1',
      };
      apis = await Promise.all([
        startApiProcess(env, { compiled: true }),
        startApiProcess(env, { compiled: true }),
      ]);
      balancer = await startNginx(apis.map((api) => api.url));
    });
    afterAll(async () => {
      await balancer?.stop();
      await Promise.all(apis.map((api) => api.stop()));
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps a session signed in on one process valid on the other, and its sign-out too', async () => {
      const [one, other] = apis;
      if (!one || !other) throw new Error('two processes expected');
      const user = await createVerifiedUser(t);
      const login = await fetch(
        `${one.url}/auth/login`,
        jsonRequest('POST', { email: user.email, password: TEST_PASSWORD, role_name: 'CONSUMER' }),
      );
      expect(login.status).toBe(200);
      const token = login.headers.get(ACCESS_TOKEN_HEADER) ?? '';

      const me = await fetch(`${other.url}/auth/me`, withToken(token));
      expect(me.status).toBe(200);
      expect((await me.json()).data.id).toBe(user.id);
      const throughBalancer = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${balancer.url}/auth/me`, withToken(token))),
      );
      expect(throughBalancer.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);

      expect((await fetch(`${other.url}/auth/signout`, withToken(token, { method: 'DELETE' }))).status).toBe(
        200,
      );
      expect((await fetch(`${one.url}/auth/me`, withToken(token))).status).toBe(401);
    });

    it('keeps an idle kept-alive connection open past a pause, as the balancer reuses it', async () => {
      const [one] = apis;
      if (!one) throw new Error('a process expected');
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await getOver(agent, `${one.url}/categories`);
        // Longer than Node's 5 s default, which closed sockets a balancer was about to send on.
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        const second = await getOver(agent, `${one.url}/categories`);
        expect([first.status, second.status]).toEqual([200, 200]);
        expect(first.socket.localPort).toBeGreaterThan(0);
        expect(second.socket).toBe(first.socket);
      } finally {
        agent.destroy();
      }
    });

    it('sells exactly the last 50 copies to 200 buyers spread over both processes', async () => {
      const { membership } = await listingBusiness(t);
      const last = await membership('Scale-out last fifty', {
        price: '4.00',
        copies: 50,
        availableCopiesCount: 50,
        contractAddress: runChain().unlimitedLock,
      });
      const buyers = [];
      for (let n = 0; n < 200; n++) buyers.push(await signedInUser(t, 'CONSUMER'));

      // Each buyer from an address of their own, as real buyers are: the per-address hold cap stays out.
      const statuses = await Promise.all(
        buyers.map((buyer, n) =>
          postFrom(
            `127.0.${n >> 8}.${(n & 255) + 1}`,
            `${balancer.url}/tokens/checkout`,
            json({ id: last.tokenId }, buyer),
          ),
        ),
      );
      expect(count(statuses)).toEqual({ 201: 50, 409: 150 });
      const refused = buyers[statuses.indexOf(409)];
      const refusal = await fetch(`${balancer.url}/tokens/checkout`, json({ id: last.tokenId }, refused));
      expect(await refusal.json()).toMatchObject({ message: MESSAGES.empty.noCopiesAvailable });
      const [profile] = await t.deps.db
        .select()
        .from(tokenProfiles)
        .where(eq(tokenProfiles.id, last.profileId));
      expect(profile?.availableCopiesCount).toBe(0);
    });

    it('counts a per-IP limit across both processes as one: 100 availability checks, then 429', async () => {
      const answers = await Promise.all(
        Array.from({ length: 110 }, (_, n) =>
          fetch(
            `${balancer.url}/auth/check-availability`,
            jsonRequest('POST', { field: 'email', value: `scale${n}@example.com` }),
          ),
        ),
      );
      expect(count(answers.map((answer) => answer.status))).toEqual({ 200: 100, 429: 10 });
      const refused = answers.find((answer) => answer.status === 429);
      expect(await refused?.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAvailabilityChecks });
    });
  },
);
