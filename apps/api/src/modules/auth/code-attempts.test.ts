import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumerSignupBody,
  createVerifiedUser,
  jsonRequest,
  latestCode,
  uniqueAccount,
} from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

type ErrorBody = { message: string; errors: { field?: string; message: string }[] };

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const SIX_WRONG = [
  ...Array(4).fill(AUTH_MESSAGES.codeInvalid),
  AUTH_MESSAGES.codeAttemptsExhausted,
  AUTH_MESSAGES.codeAttemptsExhausted,
];

describe.each(productionEngine())('wrong codes for real and unknown addresses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: unknown) =>
    t.app.request(path, jsonRequest(method, body));
  /** Status and text of `count` attempts (each from another client address, as test-app gives). */
  const attempts = async (count: number, attempt: () => Response | Promise<Response>) => {
    const answers: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const response = await attempt();
      answers.push(`${response.status} ${((await response.json()) as ErrorBody).errors[0]?.message}`);
    }
    return answers;
  };
  const expected = (messages: string[]) => messages.map((message) => `400 ${message}`);

  it('answers a password reset for an unknown address as for a real one: "Too many attempts" after 5 wrong codes', async () => {
    const user = await createVerifiedUser(t);
    const unknown = uniqueAccount('nobody').email;
    const reset = (email: string, code: string) =>
      send('PUT', '/auth/forgot-password', { email, code, password: 'Fresh!Pass1' });
    for (const email of [user.email, unknown])
      expect((await send('POST', '/auth/forgot-password', { email, role_name: 'CONSUMER' })).status).toBe(
        200,
      );
    const code = await latestCode(t, user.email);

    const real = await attempts(6, () => reset(user.email, wrongFor(code)));
    const stranger = await attempts(6, () => reset(unknown, wrongFor(code)));
    expect(real).toEqual(expected(SIX_WRONG));
    expect(stranger).toEqual(real);

    // A new code brings new attempts to both, and the right one works.
    for (const email of [user.email, unknown])
      expect((await send('POST', '/auth/forgot-password', { email, role_name: 'CONSUMER' })).status).toBe(
        200,
      );
    expect(await attempts(1, () => reset(unknown, '123456'))).toEqual(expected([AUTH_MESSAGES.codeInvalid]));
    const fresh = await latestCode(t, user.email);
    expect(await attempts(1, () => reset(user.email, wrongFor(fresh)))).toEqual(
      expected([AUTH_MESSAGES.codeInvalid]),
    );
    expect((await reset(user.email, fresh)).status).toBe(200);
  });

  it('answers a verification for an unknown or verified address as for a pending one: "Too many attempts" after 5 wrong codes', async () => {
    const pending = consumerSignupBody();
    expect((await send('POST', '/auth/signup', pending)).status).toBe(201);
    const code = await latestCode(t, pending.email);
    const verified = await createVerifiedUser(t);
    const verify = (email: string) =>
      send('POST', '/auth/verify', { key: 'email', value: email, code: wrongFor(code) });

    const real = await attempts(6, () => verify(pending.email));
    expect(real).toEqual(expected(SIX_WRONG));
    const unknown = uniqueAccount('nobody').email;
    expect(await attempts(6, () => verify(unknown))).toEqual(real);
    expect(await attempts(6, () => verify(verified.email))).toEqual(real);
  });
});
