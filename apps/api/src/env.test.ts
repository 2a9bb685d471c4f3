import { join } from 'node:path';
import { LOCAL_ACCOUNTS } from '@keyclub/chain/node';
import { describe, expect, it } from 'vitest';
import { parseEnv, REPO_ROOT } from './env.ts';

const SMTP = 'smtps://user:secret@smtp.example.com:465';
const AUTH_SECRET = 'a-production-secret-of-at-least-32-chars';

describe('parseEnv', () => {
  it('defaults everything to a local setup under <repo>/.data', () => {
    const env = parseEnv({});
    expect(REPO_ROOT).toBe(join(import.meta.dirname, '../../../'));
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      pgliteDir: join(REPO_ROOT, '.data', 'pglite'),
      storageDir: join(REPO_ROOT, '.data', 'uploads'),
      chainDeploymentFile: join(REPO_ROOT, '.data', 'chain', 'deployment.json'),
      chainRpcUrl: 'http://127.0.0.1:8545',
      corsOrigins: ['http://localhost:5173', 'http://localhost:5174'],
      publicUrl: 'http://localhost:3000',
      apiSignerPrivateKey: LOCAL_ACCOUNTS[1].privateKey,
      seedDemo: false,
    });
  });

  it('derives the public URL from the port and reads lists and flags', () => {
    const env = parseEnv({
      PORT: '4100',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: 'true',
    });
    expect(env.publicUrl).toBe('http://localhost:4100');
    expect(env.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(env.seedDemo).toBe(true);
  });

  it('requires a signer key in production instead of using the well-known dev key', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SMTP_URL: SMTP, AUTH_SECRET })).toThrow(
      /API_SIGNER_PRIVATE_KEY/,
    );
    const key = `0x${'ab'.repeat(32)}`;
    expect(
      parseEnv({ NODE_ENV: 'production', API_SIGNER_PRIVATE_KEY: key, SMTP_URL: SMTP, AUTH_SECRET })
        .apiSignerPrivateKey,
    ).toBe(key);
  });

  it('requires SMTP_URL in production, where mails must not end in the dev outbox', () => {
    const key = `0x${'ab'.repeat(32)}`;
    expect(() => parseEnv({ NODE_ENV: 'production', API_SIGNER_PRIVATE_KEY: key, AUTH_SECRET })).toThrow(
      /SMTP_URL: SMTP_URL is required in production/,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', API_SIGNER_PRIVATE_KEY: key, SMTP_URL: SMTP, AUTH_SECRET }).smtp
        ?.url,
    ).toBe(SMTP);
  });

  it('mounts the dev outbox only in development (the default) and test', () => {
    expect(parseEnv({}).devOutbox).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).devOutbox).toBe(true);
    const production = {
      NODE_ENV: 'production',
      API_SIGNER_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
      SMTP_URL: SMTP,
      AUTH_SECRET,
    };
    expect(parseEnv(production).devOutbox).toBe(false);
  });

  it('requires AUTH_SECRET (the key of the code HMACs) in production, with a fixed one elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      API_SIGNER_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
      SMTP_URL: SMTP,
    };
    expect(() => parseEnv(production)).toThrow(/AUTH_SECRET: AUTH_SECRET is required in production/);
    expect(() => parseEnv({ ...production, AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(parseEnv({ ...production, AUTH_SECRET }).authSecret).toBe(AUTH_SECRET);
    expect(parseEnv({}).authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('takes the client address from the socket unless TRUST_PROXY counts the proxies in front', () => {
    expect(parseEnv({}).trustProxyHops).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('rejects malformed values', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ API_SIGNER_PRIVATE_KEY: '0x1234' })).toThrow(/API_SIGNER_PRIVATE_KEY/);
  });

  it('keeps mails in the outbox unless SMTP_URL is set, and sessions last 30 days by default', () => {
    expect(parseEnv({})).toMatchObject({ smtp: undefined, sessionTtlDays: 30 });
    const env = parseEnv({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Club <a@b.co>',
      SESSION_TTL_DAYS: '7',
    });
    expect(env.smtp).toEqual({ url: 'smtps://user:secret@smtp.example.com:465', from: 'Club <a@b.co>' });
    expect(env.sessionTtlDays).toBe(7);
    expect(() => parseEnv({ SESSION_TTL_DAYS: '0' })).toThrow(/SESSION_TTL_DAYS/);
  });
});
