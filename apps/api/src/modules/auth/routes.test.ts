import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottleEvents, sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import {
  consumerSignupBody,
  createVerifiedUser,
  jsonRequest,
  latestCode,
  TEST_PASSWORD,
  withToken,
} from '../../testing/test-accounts.ts';
import { createTestApp, fromAddress, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

type ErrorBody = { message: string; errors: { field?: string; message: string }[] };
type UserBody = { data: { id: number; email: string; status: string; is_email_verified: boolean } };

describe.each(productionEngine())('auth endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, token?: string) =>
    t.app.request(path, jsonRequest('POST', body, token));
  const put = (path: string, body: unknown) => t.app.request(path, jsonRequest('PUT', body));
  const login = (email: string, password = TEST_PASSWORD, role_name = 'CONSUMER') =>
    post('/auth/login', { email, password, role_name });
  const outboxCount = async (email: string) => {
    const response = await t.app.request(`/dev/outbox?to=${encodeURIComponent(email)}`);
    return ((await response.json()) as { data: unknown[] }).data.length;
  };

  describe('POST /auth/signup', () => {
    it('creates a PENDING consumer without a session and mails a 6-digit code', async () => {
      const body = consumerSignupBody({ phone_number: '(415) 555 0101' });
      const response = await post('/auth/signup', body);
      expect(response.status).toBe(201);
      expect(response.headers.get(ACCESS_TOKEN_HEADER)).toBeNull();
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      expect(data).toMatchObject({
        email: body.email,
        username: body.username,
        phone_number: '+14155550101',
        address2: null,
        role_name: 'CONSUMER',
        status: 'PENDING',
        is_email_verified: false,
        business: null,
        is_purchased_token_email_notify: true,
        is_redeemed_token_email_notify: false,
      });
      expect(data).not.toHaveProperty('password');
      expect(await latestCode(t, body.email)).toMatch(/^\d{6}$/);
    });

    it('answers every invalid field with the domain message', async () => {
      const response = await post(
        '/auth/signup',
        consumerSignupBody({ email: 'nope', zip: '12', password: 'short' }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'email', message: M.emailInvalid },
          { field: 'zip', message: M.zipInvalid },
          { field: 'password', message: M.passwordRule },
        ]),
      );
      expect(body.message).toBe(body.errors[0]?.message);
    });

    it('refuses an email, username or phone number already in use (any letter case) with 409', async () => {
      const first = consumerSignupBody();
      expect((await post('/auth/signup', first)).status).toBe(201);
      const code = await latestCode(t, first.email);
      expect((await post('/auth/verify', { key: 'email', value: first.email, code })).status).toBe(200);
      const again = consumerSignupBody({
        email: first.email.toUpperCase(),
        username: first.username.toUpperCase(),
        phone_number: first.phone_number,
      });
      const response = await post('/auth/signup', again);
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'email', message: M.emailTaken },
        { field: 'username', message: M.usernameTaken },
        { field: 'phone_number', message: M.phoneTaken },
      ]);
    });

    it('requires the accepted terms and records when they were accepted', async () => {
      const { accept_terms: _accepted, ...withoutTerms } = consumerSignupBody();
      for (const body of [withoutTerms, { ...withoutTerms, accept_terms: false }]) {
        const response = await post('/auth/signup', body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: M.termsRequired,
          errors: [{ field: 'accept_terms', message: M.termsRequired }],
        });
      }
      expect(await t.deps.db.select().from(users).where(eq(users.email, withoutTerms.email))).toEqual([]);

      const before = Date.now();
      expect((await post('/auth/signup', { ...withoutTerms, accept_terms: true })).status).toBe(201);
      const [row] = await t.deps.db.select().from(users).where(eq(users.email, withoutTerms.email));
      expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row?.termsAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('lets two pending signups share a username; of two racing verifications one claims it, the other gets that field’s message', async () => {
      const first = consumerSignupBody();
      const second = consumerSignupBody({ username: first.username.toUpperCase() });
      const signups = await Promise.all([post('/auth/signup', first), post('/auth/signup', second)]);
      expect(signups.map((response) => response.status)).toEqual([201, 201]);
      const codes = [await latestCode(t, first.email), await latestCode(t, second.email)];
      const responses = await Promise.all(
        [first, second].map((body, n) =>
          post('/auth/verify', { key: 'email', value: body.email, code: codes[n] }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const refused = responses.find((response) => response.status === 409);
      expect(await refused?.json()).toEqual({
        message: AUTH_MESSAGES.usernameClaimed,
        errors: [{ field: 'username', message: AUTH_MESSAGES.usernameClaimed }],
      });
    });

    it('requires logo and cover images for a business', async () => {
      const response = await post('/auth/signup', {
        ...consumerSignupBody(),
        role_name: 'BUSINESS',
        is_sold_token_email_notify: true,
        business: { name: 'Club', description: 'A club', city: 'Austin', state: 'TX' },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'logo', message: M.logoRequired },
        { field: 'cover', message: M.coverRequired },
      ]);
    });
  });

  describe('POST /auth/login', () => {
    it('answers a pending user without a token and mails a fresh verification code', async () => {
      const body = consumerSignupBody();
      await post('/auth/signup', body);
      const before = await outboxCount(body.email);
      const response = await login(body.email);
      expect(response.status).toBe(200);
      expect(response.headers.get(ACCESS_TOKEN_HEADER)).toBeNull();
      expect(((await response.json()) as UserBody).data).toMatchObject({
        status: 'PENDING',
        is_email_verified: false,
      });
      expect(await outboxCount(body.email)).toBe(before + 1);
    });

    it('answers an active user with a session token that authenticates later calls', async () => {
      const user = await createVerifiedUser(t);
      const response = await login(user.email.toUpperCase());
      expect(response.status).toBe(200);
      const token = response.headers.get(ACCESS_TOKEN_HEADER);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await t.app.request('/auth/me', withToken(token ?? ''));
      expect(((await me.json()) as UserBody).data.email).toBe(user.email);
      // Only the token's SHA-256 is stored.
      const stored = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });

    it('answers wrong passwords, unknown emails and the other role alike', async () => {
      const user = await createVerifiedUser(t);
      for (const response of [
        await login(user.email, 'Wrong!2026'),
        await login('nobody@example.com'),
        await login(user.email, TEST_PASSWORD, 'BUSINESS'),
      ]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          message: AUTH_MESSAGES.wrongCredentials,
          errors: [{ message: AUTH_MESSAGES.wrongCredentials }],
        });
      }
    });

    it('validates the body with the domain messages', async () => {
      const response = await post('/auth/login', { email: '', password: '', role_name: 'CONSUMER' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'email', message: M.emailRequired },
        { field: 'password', message: M.passwordRequired },
      ]);
    });

    it('locks an account for 15 minutes after 10 failed logins, even for the right password', async () => {
      const user = await createVerifiedUser(t);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login(user.email, 'Wrong!2026')).status).toBe(401);
      }
      const locked = await login(user.email);
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyLoginFailures);
    });
  });

  describe('POST /auth/verify', () => {
    it('activates the account and logs it in', async () => {
      const body = consumerSignupBody();
      await post('/auth/signup', body);
      const response = await post('/auth/verify', {
        key: 'email',
        value: body.email,
        code: await latestCode(t, body.email),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as UserBody).data).toMatchObject({
        status: 'ACTIVE',
        is_email_verified: true,
      });
      const token = response.headers.get(ACCESS_TOKEN_HEADER) ?? '';
      expect((await t.app.request('/auth/me', withToken(token))).status).toBe(200);
      // The code worked once; the account is now verified.
      const again = await post('/auth/verify', { key: 'email', value: body.email, code: '000000' });
      expect(again.status).toBe(400);
    });

    it('kills a code after 5 wrong attempts, so even the right code then fails', async () => {
      const body = consumerSignupBody();
      await post('/auth/signup', body);
      const code = await latestCode(t, body.email);
      const wrong = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await post('/auth/verify', { key: 'email', value: body.email, code: wrong });
        expect(response.status).toBe(400);
        messages.push(((await response.json()) as ErrorBody).errors[0]?.message ?? '');
      }
      expect(messages).toEqual([
        ...Array(4).fill(AUTH_MESSAGES.codeInvalid),
        AUTH_MESSAGES.codeAttemptsExhausted,
      ]);
      const right = await post('/auth/verify', { key: 'email', value: body.email, code });
      expect(right.status).toBe(400);
      expect(await right.json()).toEqual({
        message: AUTH_MESSAGES.codeAttemptsExhausted,
        errors: [{ field: 'code', message: AUTH_MESSAGES.codeAttemptsExhausted }],
      });
    });

    it('refuses an expired code and a code replaced by a newer one', async () => {
      const body = consumerSignupBody();
      const { data } = (await (await post('/auth/signup', body)).json()) as UserBody;
      const first = await latestCode(t, body.email);
      expect((await post('/auth/resend-verification-code', { email: body.email })).status).toBe(200);
      const second = await latestCode(t, body.email);
      if (first !== second) {
        expect((await post('/auth/verify', { key: 'email', value: body.email, code: first })).status).toBe(
          400,
        );
      }
      await t.deps.db
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCodes.userId, data.id));
      const expired = await post('/auth/verify', { key: 'email', value: body.email, code: second });
      expect(((await expired.json()) as ErrorBody).errors).toEqual([
        { field: 'code', message: AUTH_MESSAGES.codeInvalid },
      ]);
    });

    it('answers unknown, already verified and deactivated accounts exactly like a wrong code', async () => {
      const verified = await createVerifiedUser(t);
      const pending = consumerSignupBody();
      const { data } = (await (await post('/auth/signup', pending)).json()) as UserBody;
      const code = await latestCode(t, pending.email);
      await t.deps.db
        .update(users)
        .set({ status: 'ARCHIVED', archivedAt: new Date() })
        .where(eq(users.id, data.id));

      for (const [email, attempt] of [
        ['nobody.at.all@example.com', '123456'],
        [verified.email, '123456'],
        [pending.email, code], // deactivated: even its right code is refused
      ] as const) {
        const response = await post('/auth/verify', { key: 'email', value: email, code: attempt });
        expect(response.status).toBe(400);
        expect(response.headers.get(ACCESS_TOKEN_HEADER)).toBeNull();
        expect(await response.json()).toEqual({
          message: AUTH_MESSAGES.codeInvalid,
          errors: [{ field: 'code', message: AUTH_MESSAGES.codeInvalid }],
        });
      }
      // The deactivated account's live code counted the attempt and was not used up.
      const [live] = await t.deps.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.userId, data.id));
      expect(live).toMatchObject({ attempts: 1, usedAt: null });
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, data.id));
      expect(row).toMatchObject({ status: 'ARCHIVED', isEmailVerified: false });
    });

    it('validates the code format', async () => {
      const response = await post('/auth/verify', { key: 'email', value: 'a@example.com', code: '12ab' });
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'code', message: M.verificationCodeInvalid },
      ]);
    });
  });

  describe('POST /auth/resend-verification-code', () => {
    it('mails a new code, at most 5 an hour and 10 a day per address and IP (then 429), the same for unknown addresses', async () => {
      const ip = '203.0.113.20';
      const resend = (email: string) =>
        t.app.request('/auth/resend-verification-code', jsonRequest('POST', { email }), fromAddress(ip));
      const body = consumerSignupBody();
      // The signup's code counts too.
      await t.app.request('/auth/signup', jsonRequest('POST', body), fromAddress(ip));
      for (let request = 0; request < 4; request += 1) {
        expect(await (await resend(body.email)).json()).toEqual({ data: { sent: true } });
      }
      expect(await outboxCount(body.email)).toBe(5);
      const limited = await resend(body.email);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
      expect(((await limited.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyCodeRequests);
      expect(await outboxCount(body.email)).toBe(5);

      // An hour later 5 more are allowed, then the daily cap of 10 holds.
      await t.deps.db
        .update(authThrottleEvents)
        .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) })
        .where(like(authThrottleEvents.subject, `EMAIL_VERIFICATION:email:${body.email.toLowerCase()}%`));
      for (let request = 0; request < 5; request += 1) {
        expect((await resend(body.email)).status).toBe(200);
      }
      expect((await resend(body.email)).status).toBe(429);
      expect(await outboxCount(body.email)).toBe(10);

      const unknown = 'ghost@example.com';
      for (let request = 0; request < 5; request += 1) {
        expect((await resend(unknown)).status).toBe(200);
      }
      expect((await resend(unknown)).status).toBe(429);
      expect(await outboxCount(unknown)).toBe(0);
    });
  });

  describe('POST /auth/check-availability', () => {
    it('tells whether an email, username or phone number is free', async () => {
      const body = consumerSignupBody();
      await post('/auth/signup', body);
      const check = async (field: string, value: string, token?: string) => {
        const response = await post('/auth/check-availability', { field, value }, token);
        return ((await response.json()) as { data: { success: boolean } }).data.success;
      };
      expect(await check('email', body.email.toUpperCase())).toBe(false);
      expect(await check('email', 'free@example.com')).toBe(true);
      // A pending signup holds its email (a new signup replaces it) but no username or phone number.
      expect(await check('username', body.username)).toBe(true);
      expect(await check('phone_number', body.phone_number)).toBe(true);
      await post('/auth/verify', { key: 'email', value: body.email, code: await latestCode(t, body.email) });
      expect(await check('username', body.username)).toBe(false);
      expect(await check('phone_number', body.phone_number)).toBe(false);
      expect(await check('phone_number', '+1 (212) 555 0199')).toBe(true);
      // A logged-in user's own phone number is not "taken" for them.
      const user = await createVerifiedUser(t);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
      expect(await check('phone_number', row?.phoneNumber ?? '', user.token)).toBe(true);
    });

    it('refuses an unknown field, a value longer than any field holds and an invalid phone number', async () => {
      expect((await post('/auth/check-availability', { field: 'password', value: 'x' })).status).toBe(400);
      const long = `${'a'.repeat(250)}@example.com`;
      expect((await post('/auth/check-availability', { field: 'email', value: long })).status).toBe(400);
      const response = await post('/auth/check-availability', { field: 'phone_number', value: '123' });
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'value', message: M.phoneInvalid },
      ]);
    });
  });

  describe('forgot and reset password', () => {
    it('resets with the mailed code, ends every session and lets the new password log in', async () => {
      const user = await createVerifiedUser(t);
      const forgot = await post('/auth/forgot-password', { email: user.email, role_name: 'CONSUMER' });
      expect(await forgot.json()).toEqual({ data: { sent: true } });
      const code = await latestCode(t, user.email);
      const reset = await put('/auth/forgot-password', { email: user.email, code, password: 'Fresh!Pass1' });
      expect(reset.status).toBe(200);
      expect((await t.app.request('/auth/me', withToken(user.token))).status).toBe(401);
      expect((await login(user.email)).status).toBe(401);
      expect((await login(user.email, 'Fresh!Pass1')).status).toBe(200);
    });

    it('answers the same for unknown emails and the other role, and mails nothing', async () => {
      const user = await createVerifiedUser(t);
      const before = await outboxCount(user.email);
      for (const body of [
        { email: 'nobody@example.com', role_name: 'CONSUMER' },
        { email: user.email, role_name: 'BUSINESS' },
      ]) {
        const response = await post('/auth/forgot-password', body);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: { sent: true } });
      }
      expect(await outboxCount(user.email)).toBe(before);
    });

    it('refuses the current or an earlier password and keeps the code usable', async () => {
      const user = await createVerifiedUser(t);
      await post('/auth/forgot-password', { email: user.email, role_name: 'CONSUMER' });
      const code = await latestCode(t, user.email);
      const reused = await put('/auth/forgot-password', { email: user.email, code, password: TEST_PASSWORD });
      expect(reused.status).toBe(400);
      expect(((await reused.json()) as ErrorBody).errors).toEqual([
        { field: 'password', message: M.newPasswordReused },
      ]);
      expect(
        (await put('/auth/forgot-password', { email: user.email, code, password: 'Second!Pass2' })).status,
      ).toBe(200);

      await post('/auth/forgot-password', { email: user.email, role_name: 'CONSUMER' });
      const next = await latestCode(t, user.email);
      const earlier = await put('/auth/forgot-password', {
        email: user.email,
        code: next,
        password: TEST_PASSWORD,
      });
      expect(((await earlier.json()) as ErrorBody).errors[0]?.message).toBe(M.newPasswordReused);
    });

    it('kills a reset code after 5 wrong attempts, so even the right code then fails', async () => {
      const user = await createVerifiedUser(t);
      await post('/auth/forgot-password', { email: user.email, role_name: 'CONSUMER' });
      const code = await latestCode(t, user.email);
      const reset = (attempt: string) =>
        put('/auth/forgot-password', { email: user.email, code: attempt, password: 'Fresh!Pass1' });
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await reset(code === '000000' ? '111111' : '000000');
        expect(response.status).toBe(400);
        messages.push(((await response.json()) as ErrorBody).errors[0]?.message ?? '');
      }
      expect(messages).toEqual([
        ...Array(4).fill(AUTH_MESSAGES.codeInvalid),
        AUTH_MESSAGES.codeAttemptsExhausted,
      ]);
      const right = await reset(code);
      expect(right.status).toBe(400);
      expect(((await right.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.codeAttemptsExhausted);
      expect((await login(user.email)).status).toBe(200);
    });

    it('refuses a wrong code', async () => {
      const user = await createVerifiedUser(t);
      await post('/auth/forgot-password', { email: user.email, role_name: 'CONSUMER' });
      const code = await latestCode(t, user.email);
      const response = await put('/auth/forgot-password', {
        email: user.email,
        code: code === '123456' ? '654321' : '123456',
        password: 'Fresh!Pass1',
      });
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'code', message: AUTH_MESSAGES.codeInvalid },
      ]);
    });
  });

  describe('DELETE /auth/signout', () => {
    it('revokes the session: the token is refused afterwards, other sessions stay', async () => {
      const user = await createVerifiedUser(t);
      const other = (await login(user.email)).headers.get(ACCESS_TOKEN_HEADER) ?? '';
      const response = await t.app.request('/auth/signout', withToken(user.token, { method: 'DELETE' }));
      expect(response.status).toBe(200);
      const me = await t.app.request('/auth/me', withToken(user.token));
      expect(me.status).toBe(401);
      expect(((await me.json()) as ErrorBody).message).toBe(ACCESS_MESSAGES.loginRequired);
      expect((await t.app.request('/auth/me', withToken(other))).status).toBe(200);
      expect((await t.app.request('/auth/signout', { method: 'DELETE' })).status).toBe(401);
    });
  });

  it('documents every auth route in /openapi.json', async () => {
    const document = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    for (const path of [
      '/auth/login',
      '/auth/signup',
      '/auth/verify',
      '/auth/resend-verification-code',
      '/auth/check-availability',
      '/auth/forgot-password',
      '/auth/signout',
      '/auth/me',
      '/auth/me/send-change-password-instructions',
      '/auth/me/archive',
      '/auth/business-profile',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});
