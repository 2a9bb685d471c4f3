import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { NUL_TEXT_MESSAGE, nulTextFields } from './nul-text.ts';

describe('nulTextFields', () => {
  it('names each text holding U+0000 by its dotted path', () => {
    expect(nulTextFields({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0000' }, e: 1 })).toEqual(['b.1', 'c.d']);
    expect(nulTextFields('\u0000')).toEqual(['']);
    expect(nulTextFields({ a: 'fine', b: null })).toEqual([]);
  });
});

// Found by the bad-input properties: PostgreSQL refuses U+0000 in text, which answered 500.
describe('valid input with a NUL character', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is refused in a query string (GET /market-place?title=)', async () => {
    const response = await t.app.request('/market-place?title=a%00b');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: NUL_TEXT_MESSAGE,
      errors: [{ field: 'title', message: NUL_TEXT_MESSAGE }],
    });
  });

  it('is refused in a JSON body (POST /auth/check-availability)', async () => {
    const response = await t.app.request(
      '/auth/check-availability',
      jsonRequest('POST', { value: '\u0000', field: 'email' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: NUL_TEXT_MESSAGE,
      errors: [{ field: 'value', message: NUL_TEXT_MESSAGE }],
    });
  });
});
