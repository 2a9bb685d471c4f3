import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ACCOUNTS } from '@keyclub/chain/local-accounts';
import { TRANSACTION_FEE_PERCENTAGE } from '@keyclub/domain';
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem';
import { z } from 'zod';
import { PRODUCTION_PASSWORD_SCRYPT_COST, productionProblems, splitList } from './env-production-rules.ts';
import { DEVELOPMENT_SECRETS } from './env-weak-secrets.ts';

/**
 * apps/api. This file sits one folder below it, and so does the compiled server that bundles it
 * (dist/server.mjs), so one relative URL finds it from both.
 */
export const API_DIR = fileURLToPath(new URL('../', import.meta.url));

/** The monorepo root. */
export const REPO_ROOT = join(API_DIR, '../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Like `flag`, but unset stays undefined so the default can depend on NODE_ENV. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value ? value === 'true' || value === '1' : undefined));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A platform fee in percent: 0 to 50, at most 2 decimals; unset stays undefined (the default applies). */
const feePercentage = optionalText.pipe(
  z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'A percentage from 0 to 50 with at most 2 decimals')
    .transform(Number)
    .refine((value) => value <= 50, 'At most 50')
    .optional(),
);

const rawEnvSchema = z.object({
  /** Production unless the start or test command says otherwise: a forgotten variable fails closed. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** This machine only unless set (e.g. 0.0.0.0 behind a proxy or in a container). */
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  /** Comma-separated; outside production the two local app dev servers when unset. */
  CORS_ORIGINS: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  CHAIN_RPC_URL: z.url().default('http://127.0.0.1:8545'),
  /** Confirmations a buyer's transaction needs (its own block counts as 1) before a crypto purchase counts (R7). */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(1),
  CHAIN_DEPLOYMENT_FILE: optionalText,
  API_SIGNER_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => isHex(value) && value.length === 66, 'Must be a 0x-prefixed 32-byte hex key')
      .optional(),
  ),
  STORAGE_DIR: optionalText,
  SEED_DEMO: flag,
  /** GET /dev/outbox (everyone's mailed codes): only when asked for, never in production. */
  DEV_OUTBOX: flag,
  /** GET /docs and /openapi.json; default on outside production, off in production. */
  API_DOCS: optionalFlag,
  /** e.g. smtps://user:pass@smtp.example.com:465; unset keeps mails in the dev outbox table. */
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(1).default('Keyclub <no-reply@keyclub.test>'),
  /**
   * Tests only: how old a SENDING chain write must be before a driver takes it as cut off (2 min
   * unless set; refused outside NODE_ENV=test). The e2e of an operator retrying an interrupted grant
   * waits seconds for it, not minutes.
   */
  CHAIN_WRITE_STALE_SEND_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  /**
   * Tests only: how long the API waits for the chain node's answer (the chain port's 3 s unless set;
   * refused outside NODE_ENV=test). The e2e stack shares a loaded machine with its own browsers, where
   * the node's answers pass 3 s and writes fail as unreachable; the API tests wait 20 s too
   * (src/testing/test-waits.ts).
   */
  CHAIN_ANSWER_SECONDS: z.coerce.number().int().min(1).max(120).optional(),
  /** How often each API process looks for keys to remind of their expiry (docs/decisions/reminders.md). */
  EXPIRY_REMINDERS_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** A session ends this many days after its last use (sliding expiry). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** scrypt's N for new password hashes, a power of 2 (2^10–2^17); production refuses less than 2^15. */
  PASSWORD_SCRYPT_COST: z.coerce
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 17)
    .refine((cost) => (cost & (cost - 1)) === 0, 'Must be a power of 2')
    .default(PRODUCTION_PASSWORD_SCRYPT_COST),
  /** Keys the HMAC of mailed codes; required in production (openssl rand -base64 48). */
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
  /** Derives each wallet-less card buyer's custody address; required in production (openssl rand -base64 48). */
  CUSTODY_SECRET: optionalText.pipe(
    z.string().min(32, 'CUSTODY_SECRET must be at least 32 characters').optional(),
  ),
  /** Proxies in front of the API that append to X-Forwarded-For; 0 takes the client from the socket. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** S3-compatible object storage instead of STORAGE_DIR; unset for AWS itself (region endpoint). */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted servers). */
  S3_FORCE_PATH_STYLE: flag,
  /** CDN or bucket website serving the objects; unset serves them through the API's GET /files. */
  S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** Card payments through Stripe; unset uses the embedded local checkout (refused in production). */
  STRIPE_SECRET_KEY: optionalText,
  /** Signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Signing secret of the Stripe Connect webhook endpoint (account.updated of payout accounts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  /** Signs the local checkout's events to POST /webhooks/stripe; a fixed one outside production. */
  LOCAL_CHECKOUT_WEBHOOK_SECRET: optionalText,
  /** The consumer app: where checkout returns (success and cancel URLs); Sign-In with Ethereum messages name its host. */
  CONSUMER_APP_URL: optionalText.pipe(z.url().optional()),
  /** The platform's fee on primary card sales and renewals, in percent of the price (0–50, default 0). */
  PLATFORM_FEE_PERCENTAGE: feePercentage,
  /** The platform's fee on every resale, in percent of the seller's price (0–50, at most 2 decimals). */
  TRANSACTION_FEE_PERCENTAGE: feePercentage,
  /** The business app: membership card QR codes link to its activation page (R9). */
  BUSINESS_APP_URL: optionalText.pipe(z.url().optional()),
  /** Keys the HMAC of membership card QR links (R9); required in production (openssl rand -base64 48). */
  ACTIVATION_LINK_SECRET: optionalText.pipe(
    z.string().min(32, 'ACTIVATION_LINK_SECRET must be at least 32 characters').optional(),
  ),
  /** Apple Wallet passes (issue 37): the pass type identifier its certificate was made for, and the team. */
  APPLE_PASS_TYPE_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  /** PEM files: the pass type certificate, its private key, Apple's WWDR intermediate certificate. */
  APPLE_PASS_CERT_FILE: optionalText,
  APPLE_PASS_KEY_FILE: optionalText,
  APPLE_PASS_KEY_PASSPHRASE: optionalText,
  APPLE_WWDR_CERT_FILE: optionalText,
  /** Google Wallet passes: the issuer id and the service account's JSON key file (client_email, private_key). */
  GOOGLE_WALLET_ISSUER_ID: optionalText,
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: optionalText,
  /** Receives wallet payments of resale listings (R7); unset in production, resales are card-only. */
  PLATFORM_TREASURY_ADDRESS: optionalText.pipe(
    z
      .string()
      .refine((value) => isAddress(value, { strict: false }), 'Must be a 0x-prefixed 20-byte address')
      .optional(),
  ),
});

/** Wallet pass credentials come whole or not at all; unset, development ones are generated (never in production). */
const APPLE_PASS_REQUIRED = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT_FILE',
  'APPLE_PASS_KEY_FILE',
  'APPLE_WWDR_CERT_FILE',
] as const;
const GOOGLE_WALLET_REQUIRED = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE'] as const;

/** Without every one of these, no S3 variable may be set (a half-configured S3 is refused). */
const S3_REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const LOCAL_CORS_ORIGINS = 'http://localhost:5173,http://localhost:5174';
/** The consumer app's dev server (apps/consumer/vite.config.ts). */
const LOCAL_CONSUMER_APP_URL = 'http://localhost:5173';
/** The business app's dev server (apps/business/vite.config.ts). */
const LOCAL_BUSINESS_APP_URL = 'http://localhost:5174';

const envSchema = rawEnvSchema
  .superRefine((raw, ctx) => {
    if (raw.NODE_ENV === 'production') {
      for (const { variable, message } of productionProblems(raw))
        ctx.addIssue({ code: 'custom', path: [variable], message });
    }
    const anyS3 =
      S3_REQUIRED.some((name) => raw[name]) ||
      raw.S3_ENDPOINT ||
      raw.S3_PUBLIC_URL ||
      raw.S3_FORCE_PATH_STYLE;
    for (const name of ['CHAIN_WRITE_STALE_SEND_SECONDS', 'CHAIN_ANSWER_SECONDS'] as const) {
      if (raw[name] !== undefined && raw.NODE_ENV !== 'test') {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} is for tests only (NODE_ENV=test)` });
      }
    }
    if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (webhooks are verified with it)',
      });
    }
    for (const group of [APPLE_PASS_REQUIRED, GOOGLE_WALLET_REQUIRED]) {
      if (!group.some((name) => raw[name])) continue;
      for (const name of group.filter((required) => !raw[required]))
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required with ${group.join(', ')}`,
        });
    }
    for (const name of anyS3 ? S3_REQUIRED.filter((required) => !raw[required]) : []) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `S3 storage needs all of ${S3_REQUIRED.join(', ')}; set ${name} or unset every S3_* variable to store files on disk`,
      });
    }
  })
  .transform((raw) => {
    const dataDir = raw.DATA_DIR ?? join(REPO_ROOT, '.data');
    return {
      nodeEnv: raw.NODE_ENV,
      port: raw.PORT,
      host: raw.HOST,
      logLevel: raw.LOG_LEVEL,
      dataDir,
      databaseUrl: raw.DATABASE_URL,
      pgliteDir: join(dataDir, 'pglite'),
      corsOrigins: splitList(raw.CORS_ORIGINS ?? LOCAL_CORS_ORIGINS),
      publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
      chainRpcUrl: raw.CHAIN_RPC_URL,
      chainConfirmations: raw.CHAIN_CONFIRMATIONS,
      chainDeploymentFile: raw.CHAIN_DEPLOYMENT_FILE ?? join(dataDir, 'chain', 'deployment.json'),
      // Only in development and test (production requires the key) does the API sign with a
      // well-known local account (anvil's second one).
      apiSignerPrivateKey: (raw.API_SIGNER_PRIVATE_KEY ?? LOCAL_ACCOUNTS[1].privateKey) as Hex,
      storageDir: raw.STORAGE_DIR ?? join(dataDir, 'uploads'),
      s3:
        raw.S3_REGION && raw.S3_BUCKET && raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: raw.S3_ENDPOINT,
              region: raw.S3_REGION,
              bucket: raw.S3_BUCKET,
              accessKeyId: raw.S3_ACCESS_KEY_ID,
              secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
              forcePathStyle: raw.S3_FORCE_PATH_STYLE,
              publicUrl: raw.S3_PUBLIC_URL?.replace(/\/$/, ''),
            }
          : undefined,
      seedDemo: raw.SEED_DEMO,
      smtp: raw.SMTP_URL ? { url: raw.SMTP_URL, from: raw.MAIL_FROM } : undefined,
      devOutbox: raw.DEV_OUTBOX,
      expiryRemindersEveryMs: raw.EXPIRY_REMINDERS_EVERY_SECONDS * 1000,
      // Unset: chain-writes.ts's STALE_SEND_MS.
      chainWriteStaleSendMs:
        raw.CHAIN_WRITE_STALE_SEND_SECONDS === undefined
          ? undefined
          : raw.CHAIN_WRITE_STALE_SEND_SECONDS * 1000,
      // Unset: the chain port's own timeout (create-chain-port.ts).
      chainAnswerMs: raw.CHAIN_ANSWER_SECONDS === undefined ? undefined : raw.CHAIN_ANSWER_SECONDS * 1000,
      apiDocs: raw.API_DOCS ?? raw.NODE_ENV !== 'production',
      sessionTtlDays: raw.SESSION_TTL_DAYS,
      passwordScryptCost: raw.PASSWORD_SCRYPT_COST,
      // Outside production a fixed secret: codes of a dev or test database are not worth guarding.
      authSecret: raw.AUTH_SECRET ?? DEVELOPMENT_SECRETS.auth,
      // Outside production a fixed secret: dev and test custody addresses hold nothing of value.
      custodySecret: raw.CUSTODY_SECRET ?? DEVELOPMENT_SECRETS.custody,
      trustProxyHops: raw.TRUST_PROXY,
      payments:
        raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
          ? {
              provider: 'stripe' as const,
              secretKey: raw.STRIPE_SECRET_KEY,
              webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
              connectWebhookSecret: raw.STRIPE_CONNECT_WEBHOOK_SECRET,
            }
          : {
              provider: 'local' as const,
              webhookSecret: raw.LOCAL_CHECKOUT_WEBHOOK_SECRET ?? DEVELOPMENT_SECRETS.localCheckoutWebhook,
            },
      consumerAppUrl: (raw.CONSUMER_APP_URL ?? LOCAL_CONSUMER_APP_URL).replace(/\/$/, ''),
      transactionFeePercentage: raw.TRANSACTION_FEE_PERCENTAGE ?? TRANSACTION_FEE_PERCENTAGE,
      platformFeePercentage: raw.PLATFORM_FEE_PERCENTAGE ?? 0,
      businessAppUrl: (raw.BUSINESS_APP_URL ?? LOCAL_BUSINESS_APP_URL).replace(/\/$/, ''),
      // Outside production a fixed secret: dev and test membership cards admit nobody anywhere.
      activationLinkSecret: raw.ACTIVATION_LINK_SECRET ?? DEVELOPMENT_SECRETS.activationLink,
      walletPasses: {
        apple:
          raw.APPLE_PASS_TYPE_ID &&
          raw.APPLE_TEAM_ID &&
          raw.APPLE_PASS_CERT_FILE &&
          raw.APPLE_PASS_KEY_FILE &&
          raw.APPLE_WWDR_CERT_FILE
            ? {
                passTypeId: raw.APPLE_PASS_TYPE_ID,
                teamId: raw.APPLE_TEAM_ID,
                certFile: raw.APPLE_PASS_CERT_FILE,
                keyFile: raw.APPLE_PASS_KEY_FILE,
                keyPassphrase: raw.APPLE_PASS_KEY_PASSPHRASE,
                wwdrCertFile: raw.APPLE_WWDR_CERT_FILE,
              }
            : undefined,
        google:
          raw.GOOGLE_WALLET_ISSUER_ID && raw.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE
            ? {
                issuerId: raw.GOOGLE_WALLET_ISSUER_ID,
                serviceAccountFile: raw.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE,
              }
            : undefined,
        // Outside production, generated at first start and kept here (docs/deployment.md).
        developmentDir: join(dataDir, 'wallet-passes'),
      },
      // Outside production anvil's first account (the local platform's own) unless set.
      platformTreasuryAddress: (raw.PLATFORM_TREASURY_ADDRESS
        ? getAddress(raw.PLATFORM_TREASURY_ADDRESS)
        : raw.NODE_ENV === 'production'
          ? undefined
          : LOCAL_ACCOUNTS[0].address) as Address | undefined,
    };
  });

export type Env = z.infer<typeof envSchema>;

/** Parses a variables object (process.env in server.ts, a literal in tests); throws on bad input. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
