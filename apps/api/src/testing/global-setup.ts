import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { UNLIMITED } from '@keyclub/chain';
import { createMembershipLock, DEPLOYER_ACCOUNT, deployContracts, startAnvil } from '@keyclub/chain/node';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, wrapPglite, wrapPool } from '../db/client.ts';
import { withDatabase } from './database-url.ts';
import { freePort } from './free-port.ts';
import './provided-context.ts';

/**
 * The workers vitest runs side by side: vitest.config.ts's maxWorkers (or --maxWorkers), else
 * vitest's default.
 */
const workerCount = (project: TestProject) =>
  project.config.maxWorkers || project.vitest.config.maxWorkers || Math.max(availableParallelism() - 1, 1);

/** Connections the drops at the run's end take (the server allows 100, other runs share it). */
const DROPS_AT_ONCE = 10;

/** A chain with the contracts and an unlimited lock, sent from an account no test sends from. */
async function startRunChain(dir: string) {
  const anvil = await startAnvil({ port: await freePort() });
  const deploymentFile = join(dir, 'deployment.json');
  const deployment = await deployContracts({ rpcUrl: anvil.rpcUrl, deploymentFile });
  const unlimitedLock = await createMembershipLock({
    rpcUrl: anvil.rpcUrl,
    deployment,
    signerKey: DEPLOYER_ACCOUNT.privateKey,
    name: 'Unlimited test lock',
    keyPriceUsd: 10,
    expirationDuration: UNLIMITED,
    maxNumberOfKeys: UNLIMITED,
  });
  return { chain: { rpcUrl: anvil.rpcUrl, deploymentFile, unlimitedLock }, stop: () => anvil.stop() };
}

/**
 * Drops the run's template and its copies, those of files that failed before closing theirs too. The
 * copies at once: each DROP DATABASE waits for a checkpoint, which drops in flight together share.
 */
async function dropDatabases(adminUrl: string, templateName: string, copyPrefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [copyPrefix],
    );
    const names = rows.map(({ name }) => name);
    for (let start = 0; start < names.length; start += DROPS_AT_ONCE) {
      await Promise.all(
        names.slice(start, start + DROPS_AT_ONCE).map(async (name) => {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await client.end();
          }
        }),
      );
    }
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates one PGlite database (and the PostgreSQL template when configured), starts one chain per
 * worker slot (run-chain.ts).
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'keyclub-api-test-'));

  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await wrapPglite(pglite).migrate();
  const snapshot = await pglite.dumpDataDir('none');
  await pglite.close();
  const pgliteSnapshotFile = join(workDir, 'pglite.tar');
  await writeFile(pgliteSnapshotFile, new Uint8Array(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotFile', pgliteSnapshotFile);

  // Read here only: the test command sets it when a local PostgreSQL is available.
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templateName = `keyclub_test_template_${process.pid}`;
  const copyPrefix = `keyclub_test_copy_${process.pid}_`;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const template = wrapPool(
      new pg.Pool({ connectionString: withDatabase(adminUrl, templateName), max: 1 }),
    );
    await template.migrate();
    await template.close();
  }
  project.provide('postgres', adminUrl ? { adminUrl, templateName, copyPrefix } : null);

  const started = await Promise.allSettled(
    Array.from({ length: workerCount(project) }, (_, slot) =>
      startRunChain(join(workDir, `chain-${slot + 1}`)),
    ),
  );
  const chains = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(chains.map(({ stop }) => stop()));
    throw failed.reason;
  }
  project.provide(
    'chains',
    chains.map(({ chain }) => chain),
  );

  return async () => {
    await Promise.all(chains.map(({ stop }) => stop()));
    if (adminUrl) await dropDatabases(adminUrl, templateName, copyPrefix);
    await rm(workDir, { recursive: true, force: true });
  };
}
