import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /docs/assets/{file}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves a page asset', async () => {
    const response = await t.app.request('/docs/assets/swagger-ui.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  // Found by the bad-input properties: `toString` was read from the asset table's prototype (a 500).
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])('answers 404 for %s', async (name) => {
    const response = await t.app.request(`/docs/assets/${name}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', errors: [{ message: 'Not found' }] });
  });
});
