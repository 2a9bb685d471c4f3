import { serve } from '@hono/node-server';
import { createChainGateway } from './adapters/chain/chain-gateway.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startAuthSweep } from './modules/auth/sweep.ts';

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

const storage = createStorage(env);
const chain = createChainGateway({ rpcUrl: env.chainRpcUrl, deploymentFile: env.chainDeploymentFile });
if (env.seedDemo) {
  const outcome = await seedDemo({
    db: database.db,
    storage,
    chain,
    signerKey: env.apiSignerPrivateKey,
    logger,
  });
  logger.info({ outcome }, 'demo seed');
}

const app = createApp({
  env,
  db: database.db,
  logger,
  mailer: createMailer({ db: database.db, smtp: env.smtp }),
  storage,
  chain,
});
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.log(`api ready http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
