import { LOCAL_ACCOUNTS } from '@keyclub/chain/local-accounts';
import ipaddr from 'ipaddr.js';
import { weakPrivateKeyReason, weakSecretReason } from './env-weak-secrets.ts';

/** The variables the production rules read, as parsed (before defaults that only apply elsewhere). */
export type ProductionInput = {
  API_SIGNER_PRIVATE_KEY?: string | undefined;
  AUTH_SECRET?: string | undefined;
  CUSTODY_SECRET?: string | undefined;
  SMTP_URL?: string | undefined;
  SEED_DEMO: boolean;
  DEV_OUTBOX: boolean;
  PUBLIC_URL?: string | undefined;
  CORS_ORIGINS?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  CONSUMER_APP_URL?: string | undefined;
  BUSINESS_APP_URL?: string | undefined;
  ACTIVATION_LINK_SECRET?: string | undefined;
  PASSWORD_SCRYPT_COST: number;
  APPLE_PASS_CERT_FILE?: string | undefined;
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE?: string | undefined;
};

/** scrypt's N for password hashes in production: 32 MiB and about 100 ms a hash (docs/decisions/accounts.md). */
export const PRODUCTION_PASSWORD_SCRYPT_COST = 2 ** 15;

export type EnvProblem = { variable: keyof ProductionInput; message: string };
type PublicUrlVariable = 'PUBLIC_URL' | 'CONSUMER_APP_URL' | 'BUSINESS_APP_URL';

const LOCAL_KEYS = new Set<string>(LOCAL_ACCOUNTS.map((account) => account.privateKey.toLowerCase()));

/**
 * localhost and *.localhost (with or without the root's trailing dot), and every address of the
 * loopback and unspecified ranges in any spelling ipaddr.js reads (127.x, [::1], [::ffff:127.0.0.1],
 * 0.0.0.0, [::]): this machine only.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase().replace(/\.+$/, '');
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'loopback' || range === 'unspecified';
}

/** An origin as browsers send it: https, a host, no path, query or credentials. */
function isHttpsOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' && url.origin === origin;
  } catch {
    return false;
  }
}

/** The secrets that key different things, so none may repeat another (a leak of one leaks none else). */
const SECRET_VARIABLES = [
  'AUTH_SECRET',
  'CUSTODY_SECRET',
  'ACTIVATION_LINK_SECRET',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/**
 * Why this configuration must not serve real users: every development convenience that would be
 * a hole in production (a public signer key, accounts with a known password, codes readable over
 * HTTP or never mailed, browsers on localhost trusted). Empty when it may start.
 */
export function productionProblems(raw: ProductionInput): EnvProblem[] {
  const problems: EnvProblem[] = [];
  const refuse = (variable: EnvProblem['variable'], message: string) => problems.push({ variable, message });
  const required = (variable: EnvProblem['variable'], message: string) => {
    if (!raw[variable]) refuse(variable, message);
  };
  /** A URL browsers or apps reach from outside: required, and not this machine. */
  const requirePublicUrl = (variable: PublicUrlVariable, what: string) => {
    const url = raw[variable];
    if (!url) refuse(variable, `${variable} (${what}) is required in production`);
    else if (isLoopbackUrl(url))
      refuse(variable, `${variable} must not be a localhost address in production`);
  };

  if (!raw.API_SIGNER_PRIVATE_KEY)
    refuse('API_SIGNER_PRIVATE_KEY', 'API_SIGNER_PRIVATE_KEY is required in production');
  else if (LOCAL_KEYS.has(raw.API_SIGNER_PRIVATE_KEY.toLowerCase()))
    refuse(
      'API_SIGNER_PRIVATE_KEY',
      'API_SIGNER_PRIVATE_KEY is one of the public anvil test keys: anyone can sign with it',
    );
  else {
    const weakness = weakPrivateKeyReason(raw.API_SIGNER_PRIVATE_KEY);
    if (weakness) refuse('API_SIGNER_PRIVATE_KEY', `API_SIGNER_PRIVATE_KEY ${weakness}`);
  }
  required('AUTH_SECRET', 'AUTH_SECRET is required in production (the key of the mailed codes’ HMAC)');
  required(
    'CUSTODY_SECRET',
    'CUSTODY_SECRET is required in production (it derives the custody addresses of card buyers without a wallet)',
  );
  required(
    'SMTP_URL',
    'SMTP_URL is required in production: without it mails (verification and password codes) would only reach the dev outbox table',
  );
  if (raw.SEED_DEMO)
    refuse('SEED_DEMO', 'SEED_DEMO is refused in production: it creates accounts with a published password');
  if (raw.DEV_OUTBOX)
    refuse('DEV_OUTBOX', "DEV_OUTBOX is refused in production: GET /dev/outbox would show everyone's codes");
  requirePublicUrl('PUBLIC_URL', 'the URL clients reach the API at');
  const origins = splitList(raw.CORS_ORIGINS ?? '');
  if (origins.length === 0)
    refuse('CORS_ORIGINS', "CORS_ORIGINS (the apps' origins, comma-separated) is required in production");
  else if (origins.some(isLoopbackUrl))
    refuse('CORS_ORIGINS', 'CORS_ORIGINS must not list localhost origins in production');
  else {
    const refused = origins.filter((origin) => !isHttpsOrigin(origin));
    if (refused.length > 0)
      refuse(
        'CORS_ORIGINS',
        `CORS_ORIGINS must list only https origins (https://host, no path) in production, not: ${refused.join(', ')}`,
      );
  }
  if (!raw.STRIPE_SECRET_KEY)
    refuse(
      'STRIPE_SECRET_KEY',
      'STRIPE_SECRET_KEY is required in production: without it cards would be "paid" on the local test checkout',
    );
  else if (/^(sk|rk)_test_/.test(raw.STRIPE_SECRET_KEY))
    refuse(
      'STRIPE_SECRET_KEY',
      'STRIPE_SECRET_KEY is a Stripe test-mode key: production takes a live key (sk_live_… or rk_live_…)',
    );
  requirePublicUrl('CONSUMER_APP_URL', 'where checkout returns');
  requirePublicUrl('BUSINESS_APP_URL', 'where membership card QR codes link to');
  required(
    'ACTIVATION_LINK_SECRET',
    'ACTIVATION_LINK_SECRET is required in production (the key of the membership card QR links’ HMAC)',
  );
  // The other variables of each wallet come with these (env.ts); the files are checked at start (wallet-passes).
  required(
    'APPLE_PASS_CERT_FILE',
    'APPLE_PASS_CERT_FILE and the other APPLE_PASS_* variables are required in production: development pass certificates are trusted by no wallet',
  );
  required(
    'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE',
    'GOOGLE_WALLET_SERVICE_ACCOUNT_FILE and GOOGLE_WALLET_ISSUER_ID are required in production: a development key signs passes Google refuses',
  );
  if (raw.PASSWORD_SCRYPT_COST < PRODUCTION_PASSWORD_SCRYPT_COST)
    refuse(
      'PASSWORD_SCRYPT_COST',
      `PASSWORD_SCRYPT_COST must be at least ${PRODUCTION_PASSWORD_SCRYPT_COST} (2^15) in production: a cheaper hash is cheaper to guess`,
    );
  const seen = new Map<string, string>();
  for (const variable of SECRET_VARIABLES) {
    const value = raw[variable];
    if (!value) continue;
    const weakness = weakSecretReason(value);
    const earlier = seen.get(value);
    if (weakness) refuse(variable, `${variable} ${weakness}`);
    else if (earlier) refuse(variable, `${variable} repeats ${earlier}: every secret needs its own value`);
    seen.set(value, earlier ?? variable);
  }
  return problems;
}

/** A comma-separated variable as its trimmed, non-empty items. */
export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
