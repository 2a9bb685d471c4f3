import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import {
  DEVELOPMENT_CA_NAME,
  DEVELOPMENT_GOOGLE_ACCOUNT,
  type DevelopmentCredentials,
  generateDevelopmentCredentials,
} from './development-credentials.ts';

export type WalletCredentials = DevelopmentCredentials & {
  apple: DevelopmentCredentials['apple'] & { signerKeyPassphrase?: string | undefined };
};

type WalletEnv = Pick<Env, 'nodeEnv' | 'walletPasses'>;

const DEVELOPMENT_FILE = 'development-credentials.json';

const serviceAccountSchema = z.object({ client_email: z.string().min(1), private_key: z.string().min(1) });
const developmentSchema = z.object({
  apple: z.object({
    passTypeId: z.string(),
    teamId: z.string(),
    wwdrPem: z.string(),
    signerCertPem: z.string(),
    signerKeyPem: z.string(),
  }),
  google: z.object({ issuerId: z.string(), clientEmail: z.string(), privateKeyPem: z.string() }),
});

/**
 * The development credentials of this data folder: read back, or generated at first start and
 * published with link(), which fails when another process published first (then its file is read),
 * so every process of one folder signs with the same CA.
 */
async function developmentCredentials(dir: string): Promise<DevelopmentCredentials> {
  const file = join(dir, DEVELOPMENT_FILE);
  const read = async () => developmentSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  const draft = join(dir, `${DEVELOPMENT_FILE}.${randomBytes(6).toString('hex')}`);
  await writeFile(draft, JSON.stringify(generateDevelopmentCredentials()), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return read();
}

const commonNameOf = (attributes: forge.pki.Certificate['subject']) =>
  String(attributes.getField('CN')?.value ?? '');

/** Why production must not sign with these credentials (the development CA's or key), or null. */
export function developmentCredentialReason(credentials: WalletCredentials): string | null {
  const signer = forge.pki.certificateFromPem(credentials.apple.signerCertPem);
  const wwdr = forge.pki.certificateFromPem(credentials.apple.wwdrPem);
  if (
    commonNameOf(signer.issuer) === DEVELOPMENT_CA_NAME ||
    commonNameOf(wwdr.subject) === DEVELOPMENT_CA_NAME
  )
    return 'the Apple pass certificate is a Keyclub development certificate';
  if (credentials.google.clientEmail === DEVELOPMENT_GOOGLE_ACCOUNT)
    return 'the Google Wallet key is the Keyclub development service account';
  return null;
}

async function load(env: WalletEnv): Promise<WalletCredentials> {
  const { apple, google, developmentDir } = env.walletPasses;
  if (env.nodeEnv === 'production' && (!apple || !google))
    throw new Error('Wallet pass credentials are required in production (APPLE_PASS_*, GOOGLE_WALLET_*)');
  const development = apple && google ? null : await developmentCredentials(developmentDir);
  const account = google
    ? serviceAccountSchema.parse(JSON.parse(await readFile(google.serviceAccountFile, 'utf8')))
    : null;
  const credentials: WalletCredentials = {
    apple: apple
      ? {
          passTypeId: apple.passTypeId,
          teamId: apple.teamId,
          wwdrPem: await readFile(apple.wwdrCertFile, 'utf8'),
          signerCertPem: await readFile(apple.certFile, 'utf8'),
          signerKeyPem: await readFile(apple.keyFile, 'utf8'),
          signerKeyPassphrase: apple.keyPassphrase,
        }
      : (development as DevelopmentCredentials).apple,
    google:
      google && account
        ? { issuerId: google.issuerId, clientEmail: account.client_email, privateKeyPem: account.private_key }
        : (development as DevelopmentCredentials).google,
  };
  const reason = env.nodeEnv === 'production' ? developmentCredentialReason(credentials) : null;
  if (reason) throw new Error(`Refusing to start: ${reason}`);
  return credentials;
}

const loaded = new Map<string, Promise<WalletCredentials>>();

/** The wallet credentials this configuration signs with, loaded (or generated) once per process. */
export function walletCredentials(env: WalletEnv): Promise<WalletCredentials> {
  const key = JSON.stringify([env.nodeEnv, env.walletPasses]);
  let credentials = loaded.get(key);
  if (!credentials) {
    credentials = load(env);
    loaded.set(key, credentials);
    credentials.catch(() => loaded.delete(key));
  }
  return credentials;
}
