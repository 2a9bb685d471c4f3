import { serve } from '@hono/node-server';
import { createChainPort } from './adapters/chain/create-chain-port.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createPayments } from './adapters/payments/create-payments.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createApp } from './app.ts';
import { CHAIN_WRITE_KINDS } from './chain-write-kinds.ts';
import { createChainWrites } from './chain-writes/chain-writes.ts';
import { chainWriteResumeJob } from './chain-writes/resume-job.ts';
import { openDatabase } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { createLogger } from './logger.ts';
import { announcementMailJob } from './modules/announcements/mail-queue.ts';
import { authSweepJob } from './modules/auth/sweep.ts';
import { earningTransfersJob } from './modules/payouts/transfer-earnings.ts';
import { holdSweepJob } from './modules/purchases/hold-sweep.ts';
import { paymentRecoveryJob } from './modules/purchases/payment-recovery.ts';
import { expiryRemindersJob } from './modules/reminders/expiry-reminders-job.ts';
import { recordLockClosing } from './modules/tokens/close-locks.ts';
import { membershipLaunchJob } from './modules/tokens/launch-memberships.ts';
import { seedDemo } from './seed/seed-demo.ts';

const env = parseEnv(process.env);
const logger = createLogger(env);

const database = await openDatabase(env);
const migrationStarted = performance.now();
await database.migrate();
logger.info(
  { kind: database.kind, ms: Math.round(performance.now() - migrationStarted) },
  'database migrated',
);

// Every background loop runs here: one pass at a time, failures logged, all stopped before the database closes.
const jobs = createJobRunner(logger);
jobs.start(authSweepJob(database.db));
jobs.start(holdSweepJob(database.db));

const storage = createStorage(env);
const chain = createChainPort({
  rpcUrl: env.chainRpcUrl,
  deploymentFile: env.chainDeploymentFile,
  signerKey: env.apiSignerPrivateKey,
});
// Coming-soon memberships go on sale at their launch time; checkout launches a due one itself.
jobs.start(membershipLaunchJob({ db: database.db, chain }, 5_000));
if (env.seedDemo) {
  const outcome = await seedDemo({ db: database.db, storage, chain, logger, env });
  logger.info({ outcome }, 'demo seed');
}

const { payments, localCheckout } = createPayments(env, database.db);
const mailer = createMailer({ db: database.db, smtp: env.smtp });
logger.info({ provider: payments.provider }, 'card payments');
jobs.start(announcementMailJob({ db: database.db, mailer, logger, consumerAppUrl: env.consumerAppUrl }));

const chainWrites = createChainWrites(
  { db: database.db, chain, storage, logger, payments, mailer },
  CHAIN_WRITE_KINDS,
);
// Locks made before Keyclub closed them at creation are closed by writes the start drives.
await recordLockClosing({ db: database.db, chainWrites });
jobs.start(chainWriteResumeJob(chainWrites));

const deps = { env, db: database.db, logger, mailer, storage, chain, payments, localCheckout, chainWrites };
jobs.start(paymentRecoveryJob(deps));
jobs.start(earningTransfersJob(deps));
jobs.start(expiryRemindersJob(deps, env.expiryRemindersEveryMs));

const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`api ready http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await jobs.stop();
  await chainWrites.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
