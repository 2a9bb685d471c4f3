import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, users } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import {
  businessSignupForm,
  consumerSignupBody,
  jsonRequest,
  latestCode,
  uniqueAccount,
} from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

describe.each(productionEngine())('a signup for an unverified email on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) => t.app.request(path, jsonRequest('POST', body));
  const login = (email: string, password: string) =>
    post('/auth/login', { email, password, role_name: 'CONSUMER' });
  const verify = (email: string, code: string) => post('/auth/verify', { key: 'email', value: email, code });

  it('replaces the pending account, so the owner never verifies an account with a stranger’s password', async () => {
    const attacker = consumerSignupBody({ password: 'Attacker!666' });
    expect((await post('/auth/signup', attacker)).status).toBe(201);
    const attackerCode = await latestCode(t, attacker.email);

    const owner = consumerSignupBody({ email: attacker.email, password: 'Owner!Pass1' });
    const signup = await post('/auth/signup', owner);
    expect(signup.status).toBe(201);
    expect(((await signup.json()) as { data: { username: string } }).data.username).toBe(owner.username);
    const ownerCode = await latestCode(t, owner.email);

    // The stranger's code died with the account it was mailed for.
    if (attackerCode !== ownerCode) expect((await verify(owner.email, attackerCode)).status).toBe(400);
    const verified = await verify(owner.email, ownerCode);
    expect(verified.status).toBe(200);
    expect(verified.headers.get(ACCESS_TOKEN_HEADER)).toBeTruthy();
    expect((await login(owner.email, 'Attacker!666')).status).toBe(401);
    expect((await login(owner.email, 'Owner!Pass1')).status).toBe(200);
    // The stranger's username and phone number are free again.
    const rows = await t.deps.db.select().from(users).where(eq(users.username, attacker.username));
    expect(rows).toEqual([]);
  });

  it('replaces a pending business with its business, and a verified email stays taken', async () => {
    const form = await businessSignupForm();
    const email = String(form.get('email'));
    const first = await t.app.request('/auth/signup', { method: 'POST', body: form });
    const { data } = (await first.json()) as { data: { id: number } };
    expect(await t.deps.db.select().from(businesses).where(eq(businesses.ownerId, data.id))).toHaveLength(1);

    expect((await post('/auth/signup', consumerSignupBody({ email }))).status).toBe(201);
    expect(await t.deps.db.select().from(businesses).where(eq(businesses.ownerId, data.id))).toEqual([]);
    expect((await verify(email, await latestCode(t, email))).status).toBe(200);

    const again = await post('/auth/signup', consumerSignupBody({ email }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(M.emailTaken);
  });
  it('lets a pending signup hold no username or phone number: the first to verify claims them, the other is told to sign up again', async () => {
    const available = async (field: string, value: string) =>
      (
        (await (await post('/auth/check-availability', { field, value })).json()) as {
          data: { success: boolean };
        }
      ).data.success;
    const blocker = consumerSignupBody();
    expect((await post('/auth/signup', blocker)).status).toBe(201);
    expect(await available('username', blocker.username)).toBe(true);
    expect(await available('phone_number', blocker.phone_number)).toBe(true);

    for (const shared of ['username', 'phone_number'] as const) {
      const squatter = consumerSignupBody();
      expect((await post('/auth/signup', squatter)).status).toBe(201);
      const squatterCode = await latestCode(t, squatter.email);
      const victim = consumerSignupBody({ [shared]: squatter[shared] });
      expect((await post('/auth/signup', victim)).status).toBe(201);
      expect((await verify(victim.email, await latestCode(t, victim.email))).status).toBe(200);

      // Verified now, the value is taken (the spec's message) and the pending holder has lost it.
      const again = await post('/auth/signup', consumerSignupBody({ [shared]: squatter[shared] }));
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toBe(
        shared === 'username' ? M.usernameTaken : M.phoneTaken,
      );
      const late = await verify(squatter.email, squatterCode);
      expect(late.status).toBe(409);
      const message = shared === 'username' ? AUTH_MESSAGES.usernameClaimed : AUTH_MESSAGES.phoneClaimed;
      expect(await late.json()).toEqual({ message, errors: [{ field: shared, message }] });
      expect(late.headers.get(ACCESS_TOKEN_HEADER)).toBeNull();
      // A password reset, which also verifies, is refused the same way and changes nothing.
      await post('/auth/forgot-password', { email: squatter.email, role_name: 'CONSUMER' });
      const reset = await t.app.request(
        '/auth/forgot-password',
        jsonRequest('PUT', {
          email: squatter.email,
          code: await latestCode(t, squatter.email),
          password: 'Fresh!Pass1',
        }),
      );
      expect(reset.status).toBe(409);
      expect(((await reset.json()) as { message: string }).message).toBe(message);

      // Signing up again with the same email and another value replaces the pending account.
      const retry = consumerSignupBody({ email: squatter.email, [shared]: uniqueAccount()[shared] });
      expect((await post('/auth/signup', retry)).status).toBe(201);
      expect((await verify(squatter.email, await latestCode(t, squatter.email))).status).toBe(200);
    }
  });
});
