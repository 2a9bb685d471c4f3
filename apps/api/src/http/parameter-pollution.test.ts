import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** ASVS 4.0.3 5.1.1: a parameter sent twice is one invalid value, never a pick of either copy. */
describe('a query parameter sent twice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it.each([
    ['/market-place?page=1&page=2', 'page'],
    ['/market-place?limit=12&limit=1000', 'limit'],
    ['/market-place?category_id=1&category_id=2', 'category_id'],
  ])('is refused with 400 in the error shape: %s', async (path, field) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { field?: string }[] };
    expect(body.errors.map((error) => error.field)).toContain(field);
  });
});
