import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

/** Migrates one PGlite database (and the PostgreSQL template when configured), starts one chain. */
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
  project.provide('postgres', adminUrl ? { adminUrl, templateName } : null);

  const anvil = await startAnvil({ port: await freePort() });
  const deploymentFile = join(workDir, 'deployment.json');
  const deployment = await deployContracts({ rpcUrl: anvil.rpcUrl, deploymentFile });
  // Sent before any test file runs, from an account no test sends from.
  const unlimitedLock = await createMembershipLock({
    rpcUrl: anvil.rpcUrl,
    deployment,
    signerKey: DEPLOYER_ACCOUNT.privateKey,
    name: 'Unlimited test lock',
    keyPriceUsd: 10,
    expirationDuration: UNLIMITED,
    maxNumberOfKeys: UNLIMITED,
  });
  project.provide('chain', { rpcUrl: anvil.rpcUrl, deploymentFile, unlimitedLock });

  return async () => {
    await anvil.stop();
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
      await admin.end();
    }
    await rm(workDir, { recursive: true, force: true });
  };
}
