import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

describe.each(productionEngine())('GET /files/* on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.deps.storage.put('logos/known.png', new TextEncoder().encode('<script>x</script>'), 'image/png');
  });
  afterAll(() => t.close());

  it('serves a stored file with its type, a year of caching and nosniff', async () => {
    const response = await t.app.request('/files/logos/known.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 with nosniff for unknown keys, traversal attempts and malformed percent-encoding', async () => {
    for (const path of [
      '/files/logos/missing.png',
      '/files/logos%2F..%2F..%2Fsecret',
      '/files/logos/%E0%A4%A',
      '/files/%',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(await response.json()).toEqual({
        message: 'File not found',
        errors: [{ message: 'File not found' }],
      });
    }
  });
});
