import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ACCOUNTS } from '@keyclub/chain/node';
import { type Hex, isHex } from 'viem';
import { z } from 'zod';

/** apps/api/src/env.ts → the monorepo root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  CORS_ORIGINS: z.string().default('http://localhost:5173,http://localhost:5174'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  CHAIN_RPC_URL: z.url().default('http://127.0.0.1:8545'),
  CHAIN_DEPLOYMENT_FILE: optionalText,
  API_SIGNER_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => isHex(value) && value.length === 66, 'Must be a 0x-prefixed 32-byte hex key')
      .optional(),
  ),
  STORAGE_DIR: optionalText,
  SEED_DEMO: flag,
  /** e.g. smtps://user:pass@smtp.example.com:465; unset keeps mails in the dev outbox table. */
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(1).default('Keyclub <no-reply@keyclub.test>'),
  /** A session ends this many days after its last use (sliding expiry). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

const envSchema = rawEnvSchema
  .superRefine((raw, ctx) => {
    if (raw.NODE_ENV === 'production' && !raw.API_SIGNER_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_SIGNER_PRIVATE_KEY'],
        message: 'API_SIGNER_PRIVATE_KEY is required in production',
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
      corsOrigins: raw.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
      chainRpcUrl: raw.CHAIN_RPC_URL,
      chainDeploymentFile: raw.CHAIN_DEPLOYMENT_FILE ?? join(dataDir, 'chain', 'deployment.json'),
      // Outside production the API signs with a well-known local dev account (anvil's second one).
      apiSignerPrivateKey: (raw.API_SIGNER_PRIVATE_KEY ?? LOCAL_ACCOUNTS[1].privateKey) as Hex,
      storageDir: raw.STORAGE_DIR ?? join(dataDir, 'uploads'),
      seedDemo: raw.SEED_DEMO,
      smtp: raw.SMTP_URL ? { url: raw.SMTP_URL, from: raw.MAIL_FROM } : undefined,
      sessionTtlDays: raw.SESSION_TTL_DAYS,
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
