/**
 * An API of one spec's own for retry-grant.spec.ts: its own PostgreSQL database, its own signer (a
 * fresh key funded on the run's chain), the run's contracts, no demo seed (the spec makes the one
 * business, membership and customer it needs). The shared e2e API is never touched, so specs running
 * beside this one see nothing of it. The browser reaches it through the API URL the builds were made
 * with (`routeApiTo`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { type Address, type Hex, hexToBigInt, keccak256, stringToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { repoRoot, type Service, startService, tsxCommand } from '../../../scripts/lib/services.mjs';
import { deploymentFile, runDir } from '../../support/global-setup.ts';
import { createOperator } from '../../support/operator.ts';
import { apiUrl, businessUrl, chainRpcUrl, consumerUrl } from '../../support/ports.ts';

/** The PostgreSQL the test command hands over (scripts/test.mjs); without it the spec skips. */
export const adminDatabaseUrl = process.env.TEST_DATABASE_URL;

/** One statement on `databaseUrl` through psql; answers its rows, fields split by `|`. */
export function psql(databaseUrl: string, statement: string): string[][] {
  const out = execFileSync(
    'psql',
    [databaseUrl, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-c', statement],
    {
      encoding: 'utf8',
    },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((row) => row.split('|'));
}

/** apps/api's signerLockKey: the advisory lock a process holds while it signs for `signer`. */
function signerLockKey(signer: Address): bigint {
  const hash = keccak256(stringToBytes(`keyclub:signer:${signer.toLowerCase()}`));
  return BigInt.asIntN(64, hexToBigInt(hash) >> 192n);
}

/**
 * A psql session holding the signer's lock in an open transaction, as a process does mid-send:
 * every send of that signer waits for it. `release` commits, as that process would.
 */
export async function holdSignerLock(databaseUrl: string, signer: Address) {
  const session = spawn('psql', [databaseUrl, '-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(session, 'exit');
  let output = '';
  const held = new Promise<void>((resolve, reject) => {
    session.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('signer lock held')) resolve();
    });
    exited.then(() => reject(new Error(`psql ended before it held the lock: ${output}`)));
  });
  session.stdin.write(
    `begin;\nselect pg_advisory_xact_lock(${signerLockKey(signer)});\n\\echo signer lock held\n`,
  );
  await held;
  return {
    async release() {
      session.stdin.end('commit;\n');
      await exited;
    },
  };
}

/** How many chain writes the API has not finished (PENDING, SENDING or SENT). */
export function unfinishedWrites(databaseUrl: string): number {
  const [row] = psql(
    databaseUrl,
    "select count(*) from chain_writes where status in ('PENDING', 'SENDING', 'SENT')",
  );
  return Number(row?.[0]);
}

/** A fresh database on the test PostgreSQL, and the URL of it. */
function createDatabase(adminUrl: string, name: string): string {
  psql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function fund(address: Address) {
  const answer = await fetch(chainRpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0x56bc75e2d63100000'],
    }),
  });
  if (!answer.ok) throw new Error(`anvil_setBalance answered ${answer.status}`);
}

export type OwnApi = {
  databaseUrl: string;
  signer: Address;
  /** The running API process's URL; a restart may move it. */
  url: () => string;
  /** Kills the API at once (SIGKILL), as a crash or a pulled plug does: nothing is cleaned up. */
  kill: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The database (migrated, with the run's operator made by the operator command) and the first start.
 * `staleSendSeconds`: CHAIN_WRITE_STALE_SEND_SECONDS, how soon a cut-off send counts as cut off.
 */
export async function startOwnApi(adminUrl: string, staleSendSeconds: number): Promise<OwnApi> {
  const name = `keyclub_e2e_retry_${randomBytes(4).toString('hex')}`;
  const databaseUrl = createDatabase(adminUrl, name);
  const signerKey: Hex = generatePrivateKey();
  const signer = privateKeyToAccount(signerKey).address;
  const dataDir = join(runDir, name);
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PASSWORD_SCRYPT_COST: '1024',
  };
  await Promise.all([fund(signer), createOperator(env)]);
  let api: Service | null = null;
  let url = '';
  let starts = 0;
  const start = async () => {
    starts += 1;
    api = startService({
      name: `retry-api-${starts}`,
      ...tsxCommand('src/server.ts'),
      cwd: join(repoRoot, 'apps/api'),
      env: {
        ...env,
        DEV_OUTBOX: 'true',
        SEED_DEMO: 'false',
        // As the run's API: set-up through the API names a client address per account (X-Forwarded-For).
        TRUST_PROXY: '1',
        // A free port: the browser reaches it through the builds' API URL (routeApiTo).
        PORT: '0',
        PUBLIC_URL: apiUrl,
        CONSUMER_APP_URL: consumerUrl,
        BUSINESS_APP_URL: businessUrl,
        CORS_ORIGINS: `${consumerUrl},${businessUrl}`,
        CHAIN_RPC_URL: chainRpcUrl,
        CHAIN_DEPLOYMENT_FILE: deploymentFile,
        API_SIGNER_PRIVATE_KEY: signerKey,
        CHAIN_WRITE_STALE_SEND_SECONDS: String(staleSendSeconds),
        // As the run's API (global-setup.ts): the chain's answers waited for 20 s on a loaded machine.
        CHAIN_ANSWER_SECONDS: '20',
      },
      ready: /api ready/,
      // Given up on only once it stops getting anywhere (startService), however busy the machine.
      logFile: join(runDir, 'logs', `${name}-${starts}.log`),
    });
    const line = String(await api.ready);
    // It listens on 127.0.0.1 (HOST), and says localhost.
    url = line.match(/https?:\/\/\S+/)?.[0]?.replace('localhost', '127.0.0.1') ?? '';
  };
  await start();
  return {
    databaseUrl,
    signer,
    url: () => url,
    start,
    async kill() {
      if (!api) return;
      api.child.kill('SIGKILL');
      await api.exited;
    },
    async close() {
      await api?.stop();
      psql(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Every request of `context` to the builds' API URL goes to `api` instead (pages, API calls,
 * redirects as they are); while `api` is down, as if the API were unreachable.
 */
export async function routeApiTo(context: BrowserContext, api: OwnApi) {
  await context.route(`${apiUrl}/**`, async (route) => {
    const asked = new URL(route.request().url());
    let response: Awaited<ReturnType<typeof route.fetch>>;
    try {
      // An API on a busy machine may take long; the builds themselves wait for it as long.
      response = await route.fetch({
        url: `${api.url()}${asked.pathname}${asked.search}`,
        maxRedirects: 0,
        timeout: 120_000,
      });
    } catch (error) {
      // Killed mid-answer, or not started again yet: the builds see an unreachable API.
      if (!/ECONNREFUSED|ECONNRESET|socket hang up/.test(String(error))) throw error;
      await route.abort('connectionrefused');
      return;
    }
    await route.fulfill({ response });
  });
}
