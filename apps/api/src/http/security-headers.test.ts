import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { PRODUCTION_ENV } from '../testing/production-env.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Production's variables, the outbox off (the test app's others: data folder, chain, log level). */
const PRODUCTION = { ...PRODUCTION_ENV, DEV_OUTBOX: 'false' };

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  let t: TestApp;
  let production: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.deps.storage.put('logos/known.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    const env = parseEnv({ DATA_DIR: t.deps.env.dataDir, ...PRODUCTION });
    production = createApp({ ...t.deps, env });
  });
  afterAll(() => t.close());

  it.each([
    ['a JSON answer', '/categories'],
    ['a 404', '/no/such/route'],
    ['a validation error', '/tokens/not-a-number'],
  ])('are on %s: nosniff, never framed, no referrer', async (_name, path) => {
    const response = await t.app.request(path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
  });

  it('let the local onboarding page’s form return to the app that started it, business or consumer, and nowhere else', async () => {
    const response = await t.app.request('/payouts/local/onboarding/acctlink_local_000000000000000000000000');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('form-action')).toEqual([
      "'self'",
      new URL(t.deps.env.businessAppUrl).origin,
      new URL(t.deps.env.consumerAppUrl).origin,
    ]);
  });

  it('pin browsers to HTTPS (HSTS) in production only', async () => {
    expect((await t.app.request('/categories')).headers.get('strict-transport-security')).toBeNull();
    const answer = await production.request('/categories');
    expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });

  it('let the apps embed uploaded images from another origin, and nothing else', async () => {
    const file = await t.app.request('/files/logos/known.png');
    expect(file.status).toBe(200);
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await t.app.request('/categories')).headers.get('cross-origin-resource-policy')).toBe(
      'same-origin',
    );
  });

  it('give /docs a CSP that runs only the swagger UI scripts served by the API itself', async () => {
    const page = await t.app.request('/docs');
    expect(page.status).toBe(200);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // The page loads nothing inline and nothing from elsewhere.
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<script [^>]*src="(?!\/docs\/)/);
  });

  it('keep /docs and /openapi.json off in production unless API_DOCS switches them on', async () => {
    expect((await production.request('/docs')).status).toBe(404);
    expect((await production.request('/openapi.json')).status).toBe(404);
    const withDocs = createApp({
      ...t.deps,
      env: parseEnv({ DATA_DIR: t.deps.env.dataDir, ...PRODUCTION, API_DOCS: 'true' }),
    });
    expect((await withDocs.request('/docs')).status).toBe(200);
    expect((await withDocs.request('/openapi.json')).status).toBe(200);
  });
});
