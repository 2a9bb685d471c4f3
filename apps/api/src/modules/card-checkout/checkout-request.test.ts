import { VALIDATION_MESSAGES } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { jsonRequest } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('POST /tokens/checkout with an id no row can have', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  // Found by the bad-input properties: 2^31 passed validation and failed in the database (a 500).
  it.each([2 ** 31, 2 ** 40])('refuses id %d as invalid (400 on the id field)', async (id) => {
    const buyer = await signedInUser(t, 'CONSUMER');
    const response = await t.app.request('/tokens/checkout', {
      ...jsonRequest('POST', { id }),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `checkout-${id}`, ...buyer.headers },
    });
    expect(response.status).toBe(400);
    const message = VALIDATION_MESSAGES.recordIdInvalid;
    expect(await response.json()).toEqual({ message, errors: [{ field: 'id', message }] });
  });
});
