import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { ACCESS_TOKEN_HEADER } from './http/access-token.ts';
import { GENERIC_ERROR_MESSAGE } from './http/errors.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { openTestDatabase } from './testing/test-database.ts';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers unknown routes with 404 in the error shape', async () => {
    const response = await t.app.request('/no/such/route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', errors: [{ message: 'Not found' }] });
  });

  it('answers an unexpected failure with 500 and the generic text only', async () => {
    const closed = await openTestDatabase('pglite');
    await closed.close();
    const broken = createApp({ ...t.deps, db: closed.db });
    const response = await broken.request('/categories');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      message: GENERIC_ERROR_MESSAGE,
      errors: [{ message: GENERIC_ERROR_MESSAGE }],
    });
    expect((await broken.request('/health')).status).toBe(503);
  });

  it('allows a preflight from an app origin, with credentials and the access-token header', async () => {
    const response = await t.app.request('/categories', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': ACCESS_TOKEN_HEADER,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      ACCESS_TOKEN_HEADER,
    );
  });

  it('exposes the access-token header to app origins on normal answers', async () => {
    const response = await t.app.request('/categories', { headers: { Origin: 'http://localhost:5174' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      ACCESS_TOKEN_HEADER,
    );
  });

  it('does not allow other origins', async () => {
    const response = await t.app.request('/categories', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the OpenAPI document listing the routes', async () => {
    const response = await t.app.request('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/categories',
        '/references/usd/prices/eth',
        '/dev/outbox',
        '/files/{key}',
      ]),
    );
  });

  it('serves the interactive docs and their assets from the API itself', async () => {
    const page = await t.app.request('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js');
    const bundle = await t.app.request('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const init = await (await t.app.request('/docs/init.js')).text();
    expect(init).toContain("url: '/openapi.json'");
  });
});
