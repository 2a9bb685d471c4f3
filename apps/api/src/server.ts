import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { chainWriteResumeJob } from './chain-writes/resume-job.ts';
import { createDeps } from './create-deps.ts';
import { openDatabase } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { createLogger } from './logger.ts';
import { announcementMailJob } from './modules/announcements/mail-queue.ts';
import { authSweepJob } from './modules/auth/sweep.ts';
import { paymentRecoveryJob } from './modules/card-checkout/payment-recovery.ts';
import { earningTransfersJob } from './modules/payouts/transfer-earnings.ts';
import { holdSweepJob } from './modules/purchases/hold-sweep.ts';
import { expiryRemindersJob } from './modules/reminders/expiry-reminders-job.ts';
import { recordLockClosing } from './modules/tokens/close-locks.ts';
import { membershipLaunchJob } from './modules/tokens/launch-memberships.ts';
import { passPushJob } from './modules/wallet-passes/apns-push.ts';
import { walletCredentials } from './modules/wallet-passes/credentials.ts';
import { holderMailJob } from './read-models/membership-holders.ts';
import { seedDemo } from './seed/seed-demo.ts';

const env = parseEnv(process.env);
const logger = createLogger(env);
// Wallet pass credentials are read (outside production, generated) now: production refuses to start
// on missing files or development credentials rather than fail at the first pass.
await walletCredentials(env);

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

const deps = createDeps(env, database.db, logger);
// Coming-soon memberships go on sale at their launch time; checkout launches a due one itself.
jobs.start(membershipLaunchJob(deps, 5_000));
if (env.seedDemo) {
  const outcome = await seedDemo(deps);
  logger.info({ outcome }, 'demo seed');
}
logger.info({ provider: deps.payments.provider }, 'card payments');
jobs.start(announcementMailJob({ ...deps, consumerAppUrl: env.consumerAppUrl }));
// Holders' mails about a pause, resume, suspension or restore that its request's drain left (a restart).
jobs.start(holderMailJob(deps));
// Locks made before Keyclub closed them and priced their renewal at creation (and the seed's) are
// set up by writes the start drives.
await recordLockClosing(deps);
jobs.start(chainWriteResumeJob(deps.chainWrites));
jobs.start(paymentRecoveryJob(deps));
jobs.start(earningTransfersJob(deps));
jobs.start(expiryRemindersJob(deps, env.expiryRemindersEveryMs));
// Wallets told that a pass changed (renewal, resale) fetch it; with configured Apple credentials only.
jobs.start(passPushJob(deps, 30_000));

const app = createApp(deps);
// Idle keep-alive connections stay open past a load balancer's 60 s idle timeout (nginx, ALB), and past a
// client reusing one after a pause: Node's 5 s default closed sockets as clients sent on them (ECONNRESET).
const serverOptions = { keepAliveTimeout: 65_000 };
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host, serverOptions }, (info) => {
  console.log(`api ready http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await jobs.stop();
  await deps.chainWrites.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
