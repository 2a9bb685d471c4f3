import { CATEGORY_NAMES } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

describe.each(productionEngine())('GET /categories on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('returns exactly the seven categories in display order', async () => {
    const response = await t.app.request('/categories');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: number; name: string }[] };
    expect(body.data.map((category) => category.name)).toEqual([...CATEGORY_NAMES]);
    expect(new Set(body.data.map((category) => category.id)).size).toBe(7);
  });
});
