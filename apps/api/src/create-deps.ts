import type { Logger } from 'pino';
import { createChainPort } from './adapters/chain/create-chain-port.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { createPayments } from './adapters/payments/create-payments.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { CHAIN_WRITE_KINDS } from './chain-write-kinds.ts';
import { createChainWrites } from './chain-writes/chain-writes.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';

/**
 * Every dependency of the app, from the environment and an open database: the one wiring that
 * server.ts and the test app share, so tests run the adapters production picks. Only builds
 * objects; nothing starts. `chainTimeoutMs` overrides the chain port's answer timeout (and the
 * environment's CHAIN_ANSWER_SECONDS), and
 * `answerWithinMs` how long a request waits for its chain write before it answers 202.
 */
export function createDeps(
  env: Env,
  db: Database,
  logger: Logger,
  options: { chainTimeoutMs?: number; answerWithinMs?: number } = {},
): AppDeps {
  const { payments, localCheckout } = createPayments(env, db);
  const base = {
    db,
    logger,
    payments,
    mailer: createMailer({ db, smtp: env.smtp }),
    storage: createStorage(env),
    chain: createChainPort({
      rpcUrl: env.chainRpcUrl,
      deploymentFile: env.chainDeploymentFile,
      signerKey: env.apiSignerPrivateKey,
      timeoutMs: options.chainTimeoutMs ?? env.chainAnswerMs,
    }),
  };
  return {
    ...base,
    env,
    localCheckout,
    chainWrites: createChainWrites(base, CHAIN_WRITE_KINDS, {
      staleSendMs: env.chainWriteStaleSendMs,
      answerWithinMs: options.answerWithinMs,
    }),
  };
}
