import type { Logger } from 'pino';
import type { ChainPort } from './adapters/chain/chain-port.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { LocalPayments } from './adapters/payments/local-payments.ts';
import type { PaymentsPort } from './adapters/payments/payments-port.ts';
import type { Storage } from './adapters/storage/storage.ts';
import type { ChainWrites } from './chain-writes/chain-writes.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';

/** Everything the HTTP app needs, built once by server.ts (or by a test). */
export type AppDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  chain: ChainPort;
  /** Card payments: Stripe, or the embedded local checkout outside production. */
  payments: PaymentsPort;
  /** The local checkout's page and sessions; null with Stripe. */
  localCheckout: LocalPayments | null;
  /** The API signer's transactions: recorded, sent, awaited outside transactions, resumed. */
  chainWrites: ChainWrites;
};
