import { LOCAL_ACCOUNTS } from '@keyclub/chain/local-accounts';

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
  CONSUMER_APP_URL?: string | undefined;
  BUSINESS_APP_URL?: string | undefined;
  ACTIVATION_LINK_SECRET?: string | undefined;
};

export type EnvProblem = { variable: keyof ProductionInput; message: string };

const LOCAL_KEYS = new Set<string>(LOCAL_ACCOUNTS.map((account) => account.privateKey.toLowerCase()));

/** localhost, *.localhost, 127.0.0.0/8, ::1 and the unspecified addresses: this machine only. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    ['[::1]', '0.0.0.0', '[::]'].includes(hostname)
  );
}

/**
 * Why this configuration must not serve real users: every development convenience that would be
 * a hole in production (a public signer key, accounts with a known password, codes readable over
 * HTTP or never mailed, browsers on localhost trusted). Empty when it may start.
 */
export function productionProblems(raw: ProductionInput): EnvProblem[] {
  const problems: EnvProblem[] = [];
  const refuse = (variable: EnvProblem['variable'], message: string) => problems.push({ variable, message });

  if (!raw.API_SIGNER_PRIVATE_KEY)
    refuse('API_SIGNER_PRIVATE_KEY', 'API_SIGNER_PRIVATE_KEY is required in production');
  else if (LOCAL_KEYS.has(raw.API_SIGNER_PRIVATE_KEY.toLowerCase()))
    refuse(
      'API_SIGNER_PRIVATE_KEY',
      'API_SIGNER_PRIVATE_KEY is one of the public anvil test keys: anyone can sign with it',
    );
  if (!raw.AUTH_SECRET)
    refuse('AUTH_SECRET', 'AUTH_SECRET is required in production (the key of the mailed codes’ HMAC)');
  if (!raw.CUSTODY_SECRET)
    refuse(
      'CUSTODY_SECRET',
      'CUSTODY_SECRET is required in production (it derives the custody addresses of card buyers without a wallet)',
    );
  if (!raw.SMTP_URL)
    refuse(
      'SMTP_URL',
      'SMTP_URL is required in production: without it mails (verification and password codes) would only reach the dev outbox table',
    );
  if (raw.SEED_DEMO)
    refuse('SEED_DEMO', 'SEED_DEMO is refused in production: it creates accounts with a published password');
  if (raw.DEV_OUTBOX)
    refuse('DEV_OUTBOX', "DEV_OUTBOX is refused in production: GET /dev/outbox would show everyone's codes");
  if (!raw.PUBLIC_URL)
    refuse('PUBLIC_URL', 'PUBLIC_URL (the URL clients reach the API at) is required in production');
  else if (isLoopbackUrl(raw.PUBLIC_URL))
    refuse('PUBLIC_URL', 'PUBLIC_URL must not be a localhost address in production');
  const origins = splitList(raw.CORS_ORIGINS ?? '');
  if (origins.length === 0)
    refuse('CORS_ORIGINS', "CORS_ORIGINS (the apps' origins, comma-separated) is required in production");
  else if (origins.some(isLoopbackUrl))
    refuse('CORS_ORIGINS', 'CORS_ORIGINS must not list localhost origins in production');
  if (!raw.STRIPE_SECRET_KEY)
    refuse(
      'STRIPE_SECRET_KEY',
      'STRIPE_SECRET_KEY is required in production: without it cards would be "paid" on the local test checkout',
    );
  if (!raw.CONSUMER_APP_URL)
    refuse('CONSUMER_APP_URL', 'CONSUMER_APP_URL (where checkout returns) is required in production');
  else if (isLoopbackUrl(raw.CONSUMER_APP_URL))
    refuse('CONSUMER_APP_URL', 'CONSUMER_APP_URL must not be a localhost address in production');
  if (!raw.BUSINESS_APP_URL)
    refuse(
      'BUSINESS_APP_URL',
      'BUSINESS_APP_URL (where membership card QR codes link to) is required in production',
    );
  else if (isLoopbackUrl(raw.BUSINESS_APP_URL))
    refuse('BUSINESS_APP_URL', 'BUSINESS_APP_URL must not be a localhost address in production');
  if (!raw.ACTIVATION_LINK_SECRET)
    refuse(
      'ACTIVATION_LINK_SECRET',
      'ACTIVATION_LINK_SECRET is required in production (the key of the membership card QR links’ HMAC)',
    );
  return problems;
}

/** A comma-separated variable as its trimmed, non-empty items. */
export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
