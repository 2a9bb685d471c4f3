import { serve } from '@hono/node-server';
import { createChainPort } from './adapters/chain/create-chain-port.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createPayments } from './adapters/payments/create-payments.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createApp } from './app.ts';
import { CHAIN_WRITE_KINDS } from './chain-write-kinds.ts';
import { createChainWrites } from './chain-writes/chain-writes.ts';
import { openDatabase } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startAnnouncementMailDrain } from './modules/announcements/mail-queue.ts';
import { startAuthSweep } from './modules/auth/sweep.ts';
import { startEarningTransfers } from './modules/payouts/transfer-earnings.ts';
import { startHoldSweep } from './modules/purchases/hold-sweep.ts';
import { startPaymentRecovery } from './modules/purchases/payment-recovery.ts';
import { startExpiryReminders } from './modules/reminders/expiry-reminders-job.ts';
import { recordLockClosing } from './modules/tokens/close-locks.ts';
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

startAuthSweep(database.db, logger);
startHoldSweep(database.db, logger);

const storage = createStorage(env);
const chain = createChainPort({
  rpcUrl: env.chainRpcUrl,
  deploymentFile: env.chainDeploymentFile,
  signerKey: env.apiSignerPrivateKey,
});
if (env.seedDemo) {
  const outcome = await seedDemo({ db: database.db, storage, chain, logger, env });
  logger.info({ outcome }, 'demo seed');
}

const { payments, localCheckout } = createPayments(env, database.db);
const mailer = createMailer({ db: database.db, smtp: env.smtp });
logger.info({ provider: payments.provider }, 'card payments');
// Announcement mails queued by a publish (in this or another process, before a restart too).
const announcementMailDrain = startAnnouncementMailDrain({
  db: database.db,
  mailer,
  logger,
  consumerAppUrl: env.consumerAppUrl,
});

// Writes a previous run left unfinished are resumed now, and looked for again every minute.
const chainWrites = createChainWrites(
  { db: database.db, chain, storage, logger, payments, mailer },
  CHAIN_WRITE_KINDS,
);
// Locks made before Keyclub closed them at creation are closed by writes the start drives.
await recordLockClosing({ db: database.db, chainWrites });
chainWrites.start();

const deps = { env, db: database.db, logger, mailer, storage, chain, payments, localCheckout, chainWrites };
// Failed deliveries whose clean-up (refund, release) was cut off are settled every 5 minutes.
startPaymentRecovery(deps);
// Earnings due to businesses (and reversals of refunded ones) go out every few seconds, after a restart too.
const earningTransfers = startEarningTransfers(deps);
// Expiry reminders due by the chain's clock, recorded and sent once across processes and restarts.
const expiryReminders = startExpiryReminders(deps, env.expiryRemindersEveryMs);

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
  await chainWrites.stop();
  await earningTransfers.stop();
  await announcementMailDrain.stop();
  await expiryReminders.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
