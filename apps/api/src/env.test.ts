import { join } from 'node:path';
import { LOCAL_ACCOUNTS } from '@keyclub/chain/local-accounts';
import { describe, expect, it } from 'vitest';
import { parseEnv, REPO_ROOT } from './env.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

const DEV = { NODE_ENV: 'development' } as const;
/** A configuration production accepts; each refusal below spoils one variable of it. */
const PRODUCTION = PRODUCTION_ENV;
const { SMTP_URL: SMTP, AUTH_SECRET, CUSTODY_SECRET } = PRODUCTION;

describe('parseEnv', () => {
  it('is production when NODE_ENV is unset, so a bare start refuses the development shortcuts', () => {
    const attempt = () => parseEnv({});
    expect(attempt).toThrow(/API_SIGNER_PRIVATE_KEY: API_SIGNER_PRIVATE_KEY is required in production/);
    expect(attempt).toThrow(/SMTP_URL: SMTP_URL is required in production/);
    expect(attempt).toThrow(/PUBLIC_URL: PUBLIC_URL .* is required in production/);
    expect(attempt).toThrow(/CORS_ORIGINS: CORS_ORIGINS .* is required in production/);
    const { NODE_ENV: _unset, ...productionWithoutNodeEnv } = PRODUCTION;
    expect(parseEnv(productionWithoutNodeEnv).nodeEnv).toBe('production');
  });

  it('defaults everything to a local setup under <repo>/.data when NODE_ENV says development', () => {
    const env = parseEnv(DEV);
    expect(REPO_ROOT).toBe(join(import.meta.dirname, '../../..'));
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: join(REPO_ROOT, '.data', 'pglite'),
      storageDir: join(REPO_ROOT, '.data', 'uploads'),
      // No wallet credentials configured: development ones are generated here at the first start.
      walletPasses: {
        apple: undefined,
        google: undefined,
        developmentDir: join(REPO_ROOT, '.data', 'wallet-passes'),
      },
      chainDeploymentFile: join(REPO_ROOT, '.data', 'chain', 'deployment.json'),
      chainRpcUrl: 'http://127.0.0.1:8545',
      corsOrigins: ['http://localhost:5173', 'http://localhost:5174'],
      publicUrl: 'http://localhost:3000',
      apiSignerPrivateKey: LOCAL_ACCOUNTS[1].privateKey,
      seedDemo: false,
      devOutbox: false,
      apiDocs: true,
    });
  });

  it('listens on loopback unless HOST says otherwise, in every mode', () => {
    expect(parseEnv(DEV).host).toBe('127.0.0.1');
    expect(parseEnv(PRODUCTION).host).toBe('127.0.0.1');
    expect(parseEnv({ ...PRODUCTION, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('derives the public URL from the port and reads lists and flags', () => {
    const env = parseEnv({
      ...DEV,
      PORT: '4100',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: 'true',
    });
    expect(env.publicUrl).toBe('http://localhost:4100');
    expect(env.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(env.seedDemo).toBe(true);
  });

  it('starts in production with real settings: no dev outbox, no docs unless API_DOCS is set', () => {
    const env = parseEnv(PRODUCTION);
    expect(env).toMatchObject({
      nodeEnv: 'production',
      apiSignerPrivateKey: PRODUCTION.API_SIGNER_PRIVATE_KEY,
      smtp: { url: SMTP },
      publicUrl: 'https://api.keyclub.example',
      corsOrigins: ['https://keyclub.example', 'https://business.keyclub.example'],
      devOutbox: false,
      apiDocs: false,
    });
    expect(parseEnv({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(parseEnv({ ...DEV, API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it.each([
    ['no signer key', { API_SIGNER_PRIVATE_KEY: undefined }, /API_SIGNER_PRIVATE_KEY: .*required/],
    [
      "anvil's API signer key",
      { API_SIGNER_PRIVATE_KEY: LOCAL_ACCOUNTS[1].privateKey },
      /API_SIGNER_PRIVATE_KEY: .*public anvil test keys/,
    ],
    [
      'another anvil key, upper case',
      { API_SIGNER_PRIVATE_KEY: `0x${LOCAL_ACCOUNTS[0].privateKey.slice(2).toUpperCase()}` },
      /API_SIGNER_PRIVATE_KEY: .*public anvil test keys/,
    ],
    ['no SMTP', { SMTP_URL: undefined }, /SMTP_URL: SMTP_URL is required in production/],
    [
      'no Apple Wallet certificate (development passes)',
      {
        APPLE_PASS_TYPE_ID: undefined,
        APPLE_TEAM_ID: undefined,
        APPLE_PASS_CERT_FILE: undefined,
        APPLE_PASS_KEY_FILE: undefined,
        APPLE_WWDR_CERT_FILE: undefined,
      },
      /APPLE_PASS_CERT_FILE: .*required in production/,
    ],
    [
      'no Google Wallet service account',
      { GOOGLE_WALLET_ISSUER_ID: undefined, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: undefined },
      /GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: .*required in production/,
    ],
    [
      'half an Apple Wallet configuration',
      { APPLE_WWDR_CERT_FILE: undefined },
      /APPLE_WWDR_CERT_FILE: .*is required with/,
    ],
    ['the demo seed', { SEED_DEMO: 'true' }, /SEED_DEMO: SEED_DEMO is refused in production/],
    ['the dev outbox', { DEV_OUTBOX: '1' }, /DEV_OUTBOX: DEV_OUTBOX is refused in production/],
    ['no public URL', { PUBLIC_URL: undefined }, /PUBLIC_URL: .*required in production/],
    ['a localhost public URL', { PUBLIC_URL: 'http://localhost:3000' }, /PUBLIC_URL: .*localhost/],
    ['a 127.0.0.1 public URL', { PUBLIC_URL: 'http://127.0.0.1:3000' }, /PUBLIC_URL: .*localhost/],
    ['no CORS origins', { CORS_ORIGINS: undefined }, /CORS_ORIGINS: .*required in production/],
    [
      'a localhost CORS origin',
      { CORS_ORIGINS: 'https://keyclub.example,http://localhost:5173' },
      /CORS_ORIGINS: .*localhost/,
    ],
    ['a 127.0.0.1 CORS origin', { CORS_ORIGINS: 'http://127.0.0.1:5173' }, /CORS_ORIGINS: .*localhost/],
    ['an [::1] CORS origin', { CORS_ORIGINS: 'http://[::1]:5173' }, /CORS_ORIGINS: .*localhost/],
    ['the local checkout', { STRIPE_SECRET_KEY: undefined }, /STRIPE_SECRET_KEY: .*required in production/],
    [
      'Stripe without its webhook secret',
      { STRIPE_WEBHOOK_SECRET: undefined },
      /STRIPE_WEBHOOK_SECRET: .*required with STRIPE_SECRET_KEY/,
    ],
    ['no consumer app URL', { CONSUMER_APP_URL: undefined }, /CONSUMER_APP_URL: .*required in production/],
    [
      'a localhost consumer app URL',
      { CONSUMER_APP_URL: 'http://localhost:5173' },
      /CONSUMER_APP_URL: .*localhost/,
    ],
    ['no business app URL', { BUSINESS_APP_URL: undefined }, /BUSINESS_APP_URL: .*required in production/],
    [
      'a localhost business app URL',
      { BUSINESS_APP_URL: 'http://localhost:5174' },
      /BUSINESS_APP_URL: .*localhost/,
    ],
    [
      'no activation link secret',
      { ACTIVATION_LINK_SECRET: undefined },
      /ACTIVATION_LINK_SECRET: .*required in production/,
    ],
    ['a short activation link secret', { ACTIVATION_LINK_SECRET: 'short' }, /at least 32 characters/],
    [
      'password hashes cheaper than 2^15',
      { PASSWORD_SCRYPT_COST: '16384' },
      /PASSWORD_SCRYPT_COST: PASSWORD_SCRYPT_COST must be at least 32768 \(2\^15\) in production/,
    ],
  ])('refuses to start in production with %s', (_name, change, problem) => {
    expect(() => parseEnv({ ...PRODUCTION, ...change })).toThrow(problem);
  });

  const SECRETS = ['AUTH_SECRET', 'CUSTODY_SECRET', 'ACTIVATION_LINK_SECRET'] as const;
  const devDefaults = parseEnv(DEV);
  type WeakCase = [name: string, change: Record<string, string>, variable: string, reason: RegExp];
  it.each<WeakCase>([
    ...SECRETS.flatMap((variable) =>
      Object.entries({
        auth: devDefaults.authSecret,
        custody: devDefaults.custodySecret,
        'activation link': devDefaults.activationLinkSecret,
      }).map(
        ([which, value]): WeakCase => [
          `${variable} = the development ${which} secret`,
          { [variable]: value },
          variable,
          /published/,
        ],
      ),
    ),
    ...SECRETS.map(
      (variable): WeakCase => [
        `${variable} = 'a' × 32`,
        { [variable]: 'a'.repeat(32) },
        variable,
        /repetitive/,
      ],
    ),
    ...SECRETS.map(
      (variable): WeakCase => [
        `${variable} = 'ab' × 16`,
        { [variable]: 'ab'.repeat(16) },
        variable,
        /repetitive/,
      ],
    ),
    [
      'one value for all three secrets',
      { CUSTODY_SECRET: AUTH_SECRET, ACTIVATION_LINK_SECRET: AUTH_SECRET },
      'ACTIVATION_LINK_SECRET',
      /repeats AUTH_SECRET/,
    ],
    [
      'the custody secret as the auth one',
      { CUSTODY_SECRET: AUTH_SECRET },
      'CUSTODY_SECRET',
      /repeats AUTH_SECRET/,
    ],
    [
      'the local checkout’s published webhook secret',
      { STRIPE_WEBHOOK_SECRET: devDefaults.payments.webhookSecret },
      'STRIPE_WEBHOOK_SECRET',
      /published/,
    ],
    [
      'a short webhook secret',
      { STRIPE_WEBHOOK_SECRET: 'whsec_keyclub' },
      'STRIPE_WEBHOOK_SECRET',
      /too short/,
    ],
    [
      'signer key 0x…01',
      { API_SIGNER_PRIVATE_KEY: `0x${'1'.padStart(64, '0')}` },
      'API_SIGNER_PRIVATE_KEY',
      /small/,
    ],
    [
      'a signer key below 2^128',
      { API_SIGNER_PRIVATE_KEY: `0x${'f'.repeat(32).padStart(64, '0')}` },
      'API_SIGNER_PRIVATE_KEY',
      /small/,
    ],
    [
      'a patterned signer key',
      { API_SIGNER_PRIVATE_KEY: `0x${'ab'.repeat(32)}` },
      'API_SIGNER_PRIVATE_KEY',
      /pattern/,
    ],
    [
      'a signer key beyond the curve',
      { API_SIGNER_PRIVATE_KEY: `0x${'f'.repeat(64)}` },
      'API_SIGNER_PRIVATE_KEY',
      /not a valid/,
    ],
    ['a Stripe test key', { STRIPE_SECRET_KEY: 'sk_test_51Kx' }, 'STRIPE_SECRET_KEY', /test-mode/],
    ['a restricted Stripe test key', { STRIPE_SECRET_KEY: 'rk_test_51Kx' }, 'STRIPE_SECRET_KEY', /test-mode/],
    [
      'a null CORS origin',
      { CORS_ORIGINS: 'https://keyclub.example,null' },
      'CORS_ORIGINS',
      /https origins.*null/,
    ],
    ['an http CORS origin', { CORS_ORIGINS: 'http://keyclub.example' }, 'CORS_ORIGINS', /https origins/],
    [
      'a CORS origin with a path',
      { CORS_ORIGINS: 'https://keyclub.example/app' },
      'CORS_ORIGINS',
      /https origins/,
    ],
    ...[
      'https://localhost.',
      'https://app.localhost',
      'https://127.0.0.2',
      'https://[::1]',
      'https://[::ffff:127.0.0.1]',
      'https://0.0.0.0',
      'https://0x7f.1',
    ].flatMap((url): WeakCase[] => [
      [`CORS origin ${url}`, { CORS_ORIGINS: url }, 'CORS_ORIGINS', /localhost/],
      [`public URL ${url}`, { PUBLIC_URL: url }, 'PUBLIC_URL', /localhost/],
    ]),
  ])(
    'refuses a weak production value (issue 31): %s, naming the variable',
    (_name, change, variable, reason) => {
      expect(() => parseEnv({ ...PRODUCTION, ...change })).toThrow(
        new RegExp(`\\n  ${variable}: ${variable} [^\\n]*${reason.source}`),
      );
    },
  );

  it('uses Stripe when its key is set, else the local checkout with a fixed secret outside production', () => {
    expect(parseEnv(PRODUCTION).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_live_keyclub',
      webhookSecret: PRODUCTION.STRIPE_WEBHOOK_SECRET,
    });
    expect(parseEnv(DEV).payments).toMatchObject({ provider: 'local', webhookSecret: expect.any(String) });
    expect(parseEnv({ ...DEV, LOCAL_CHECKOUT_WEBHOOK_SECRET: 'whsec_mine' }).payments.webhookSecret).toBe(
      'whsec_mine',
    );
    expect(() => parseEnv({ ...DEV, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(parseEnv(DEV).consumerAppUrl).toBe('http://localhost:5173');
  });

  it('links membership cards to the business app, signed with ACTIVATION_LINK_SECRET (fixed outside production)', () => {
    expect(parseEnv(PRODUCTION)).toMatchObject({
      businessAppUrl: 'https://business.keyclub.example',
      activationLinkSecret: PRODUCTION.ACTIVATION_LINK_SECRET,
    });
    expect(parseEnv(DEV).businessAppUrl).toBe('http://localhost:5174');
    expect(parseEnv({ ...DEV, BUSINESS_APP_URL: 'https://staff.example/' }).businessAppUrl).toBe(
      'https://staff.example',
    );
    expect(parseEnv(DEV).activationLinkSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('pays wallet resales to PLATFORM_TREASURY_ADDRESS: a local account outside production, none in production unless set', () => {
    const treasury = '0x976ea74026e726554db657fa54763abd0c3a0aa9';
    expect(parseEnv(DEV).platformTreasuryAddress).toBe(LOCAL_ACCOUNTS[0].address);
    expect(parseEnv(PRODUCTION).platformTreasuryAddress).toBeUndefined();
    expect(parseEnv({ ...PRODUCTION, PLATFORM_TREASURY_ADDRESS: treasury }).platformTreasuryAddress).toBe(
      '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    );
    expect(() => parseEnv({ ...DEV, PLATFORM_TREASURY_ADDRESS: '0x1234' })).toThrow(
      /PLATFORM_TREASURY_ADDRESS: Must be a 0x-prefixed 20-byte address/,
    );
  });

  it('mounts the dev outbox only when DEV_OUTBOX asks for it, outside production', () => {
    expect(parseEnv(DEV).devOutbox).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test' }).devOutbox).toBe(false);
    expect(parseEnv({ ...DEV, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('requires AUTH_SECRET (the key of the code HMACs) in production, with a fixed one elsewhere', () => {
    const { AUTH_SECRET: _none, ...production } = PRODUCTION;
    expect(() => parseEnv(production)).toThrow(/AUTH_SECRET: AUTH_SECRET is required in production/);
    expect(() => parseEnv({ ...production, AUTH_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(parseEnv(PRODUCTION).authSecret).toBe(AUTH_SECRET);
    expect(parseEnv(DEV).authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('requires CUSTODY_SECRET (it derives the custody addresses) in production, with a fixed one elsewhere', () => {
    const { CUSTODY_SECRET: _none, ...production } = PRODUCTION;
    expect(() => parseEnv(production)).toThrow(/CUSTODY_SECRET: CUSTODY_SECRET is required in production/);
    expect(() => parseEnv({ ...production, CUSTODY_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(parseEnv(PRODUCTION).custodySecret).toBe(CUSTODY_SECRET);
    expect(parseEnv(DEV).custodySecret.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ NODE_ENV: 'test' }).custodySecret).toBe(parseEnv(DEV).custodySecret);
  });

  it('takes the client address from the socket unless TRUST_PROXY counts the proxies in front', () => {
    expect(parseEnv(DEV).trustProxyHops).toBe(0);
    expect(parseEnv({ ...DEV, TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(() => parseEnv({ ...DEV, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('rejects malformed values', () => {
    expect(() => parseEnv({ ...DEV, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ ...DEV, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ...DEV, API_SIGNER_PRIVATE_KEY: '0x1234' })).toThrow(/API_SIGNER_PRIVATE_KEY/);
    expect(() => parseEnv({ ...DEV, DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });

  it('hashes passwords at scrypt N = 2^15 unless PASSWORD_SCRYPT_COST sets another power of 2', () => {
    expect(parseEnv(PRODUCTION).passwordScryptCost).toBe(32768);
    expect(parseEnv(DEV).passwordScryptCost).toBe(32768);
    expect(parseEnv({ ...DEV, PASSWORD_SCRYPT_COST: '1024' }).passwordScryptCost).toBe(1024);
    expect(parseEnv({ ...PRODUCTION, PASSWORD_SCRYPT_COST: '65536' }).passwordScryptCost).toBe(65536);
    expect(() => parseEnv({ ...DEV, PASSWORD_SCRYPT_COST: '1000' })).toThrow(
      /PASSWORD_SCRYPT_COST: Must be a power of 2/,
    );
    expect(() => parseEnv({ ...DEV, PASSWORD_SCRYPT_COST: '512' })).toThrow(/PASSWORD_SCRYPT_COST/);
  });

  it("takes a SENDING chain write as cut off after chain-writes.ts's 2 min unless a test shortens it", () => {
    expect(parseEnv(PRODUCTION).chainWriteStaleSendMs).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test', CHAIN_WRITE_STALE_SEND_SECONDS: '3' }).chainWriteStaleSendMs).toBe(
      3000,
    );
    for (const outsideTests of [PRODUCTION, DEV])
      expect(() => parseEnv({ ...outsideTests, CHAIN_WRITE_STALE_SEND_SECONDS: '3' })).toThrow(
        /CHAIN_WRITE_STALE_SEND_SECONDS: CHAIN_WRITE_STALE_SEND_SECONDS is for tests only/,
      );
  });

  it("waits for the chain's answers as long as the chain port does unless a test sets it", () => {
    expect(parseEnv(PRODUCTION).chainAnswerMs).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test', CHAIN_ANSWER_SECONDS: '20' }).chainAnswerMs).toBe(20_000);
    for (const outsideTests of [PRODUCTION, DEV])
      expect(() => parseEnv({ ...outsideTests, CHAIN_ANSWER_SECONDS: '20' })).toThrow(
        /CHAIN_ANSWER_SECONDS: CHAIN_ANSWER_SECONDS is for tests only/,
      );
  });

  it('keeps mails in the outbox unless SMTP_URL is set, and sessions last 30 days by default', () => {
    expect(parseEnv(DEV)).toMatchObject({ smtp: undefined, sessionTtlDays: 30 });
    const env = parseEnv({
      ...DEV,
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Club <a@b.co>',
      SESSION_TTL_DAYS: '7',
    });
    expect(env.smtp).toEqual({ url: 'smtps://user:secret@smtp.example.com:465', from: 'Club <a@b.co>' });
    expect(env.sessionTtlDays).toBe(7);
    expect(() => parseEnv({ ...DEV, SESSION_TTL_DAYS: '0' })).toThrow(/SESSION_TTL_DAYS/);
  });
});
