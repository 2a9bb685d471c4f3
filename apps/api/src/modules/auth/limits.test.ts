import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authThrottleEvents } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import {
  consumerSignupBody,
  createVerifiedUser,
  jsonRequest,
  latestCode,
  TEST_PASSWORD,
} from '../../testing/test-accounts.ts';
import { createTestApp, fromAddress, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

type ErrorBody = { message: string };

let ipCounter = 0;
/** A documentation address (203.0.113.0/24) no other test of the file uses. */
const freshIp = () => {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
};

describe.each(bothEngines())('limits of the accounts API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, ip: string) =>
    t.app.request(path, jsonRequest('POST', body), fromAddress(ip));
  const login = (email: string, ip: string, password = TEST_PASSWORD) =>
    post('/auth/login', { email, password, role_name: 'CONSUMER' }, ip);
  const statuses = (responses: Response[]) => {
    const counts: Record<number, number> = {};
    for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };
  const firstRefused = async (responses: Response[]) => {
    const refused = responses.find((response) => response.status === 429);
    if (!refused) throw new Error('Nothing was refused');
    return refused;
  };
  /** Moves the throttle events of subjects starting with `prefix` back in time by `ms`. */
  const age = async (prefix: string, ms: number) => {
    const rows = await t.deps.db
      .select()
      .from(authThrottleEvents)
      .where(like(authThrottleEvents.subject, `${prefix}%`));
    for (const row of rows) {
      await t.deps.db
        .update(authThrottleEvents)
        .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
        .where(eq(authThrottleEvents.id, row.id));
    }
  };
  /** Counts `count` events for a subject as if they had just happened. */
  const seedEvents = (kindName: 'LOGIN_FAILURE' | 'SIGNUP', subject: string, count: number) =>
    t.deps.db
      .insert(authThrottleEvents)
      .values(Array.from({ length: count }, () => ({ kind: kindName, subject })));

  describe('failed logins', () => {
    it('evaluates at most 10 of 200 concurrent wrong passwords for one email from one IP', async () => {
      const user = await createVerifiedUser(t);
      const ip = freshIp();
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => login(user.email, ip, 'Wrong!2026')),
      );
      const counts = statuses(responses);
      // 401 is an evaluated (compared) password, 429 one refused before any comparison: 3 at once,
      // then one more each time the growing wait has passed while the others are answered, and
      // never more than 10 in 15 minutes however slowly this machine answers.
      expect(counts[401]).toBeLessThanOrEqual(10);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
      const refused = await firstRefused(responses);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });

    it('evaluates at most 10 of 200 concurrent wrong passwords for one email from 200 IPs', async () => {
      const user = await createVerifiedUser(t);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, n) => login(user.email, `198.51.100.${n}`, 'Wrong!2026')),
      );
      const counts = statuses(responses);
      expect(counts[401]).toBeLessThanOrEqual(10);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
      const refused = await firstRefused(responses);
      expect(((await refused.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyLoginFailures);
    });

    it('makes one IP wait longer after each failure past 3, then lets the right password in', async () => {
      const user = await createVerifiedUser(t);
      const ip = freshIp();
      // The waits are seconds: the API's clock stands still, so a slow machine cannot sit them out
      // between two requests; `age` moves the recorded failures back instead.
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await login(user.email, ip, 'Wrong!2026')).status).toBe(401);
      }
      const waiting = await login(user.email, ip);
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('retry-after')).toBe('1');
      expect(((await waiting.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.loginRetryIn(1000));

      const pair = `email:${user.email.toLowerCase()}|ip:${ip}`;
      await age(pair, 1000);
      expect((await login(user.email, ip, 'Wrong!2026')).status).toBe(401);
      expect((await login(user.email, ip)).headers.get('retry-after')).toBe('2');
      await age(pair, 2000);
      expect((await login(user.email, ip)).status).toBe(200);
      // The right password cleared the wait of this email and IP.
      expect((await login(user.email, ip, 'Wrong!2026')).status).toBe(401);
    });

    it('never refuses the right password from an IP the owner logged in from because of strangers', async () => {
      const user = await createVerifiedUser(t);
      const home = freshIp();
      expect((await login(user.email, home)).status).toBe(200);

      for (let stranger = 0; stranger < 12; stranger += 1) {
        await login(user.email, freshIp(), 'Wrong!2026');
      }
      // The email is used up for new IPs: even the right password waits there…
      const elsewhere = await login(user.email, freshIp());
      expect(elsewhere.status).toBe(429);
      expect(((await elsewhere.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyLoginFailures);
      // …but not from the owner's own IP.
      const owner = await login(user.email, home);
      expect(owner.status).toBe(200);
      expect(owner.headers.get(ACCESS_TOKEN_HEADER)).toBeTruthy();
    });

    it('refuses a 51st failed login from one IP in 15 minutes, whatever the email', async () => {
      const ip = freshIp();
      await seedEvents('LOGIN_FAILURE', `ip:${ip}`, 49);
      expect((await login('first.unknown@example.com', ip)).status).toBe(401);
      const refused = await login('second.unknown@example.com', ip);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyLoginFailures);
      // Another IP is not affected.
      expect((await login('second.unknown@example.com', freshIp())).status).toBe(401);
    });
  });

  describe('per-IP limits of the other entry points', () => {
    it('allows 50 signups per IP an hour', async () => {
      const ip = freshIp();
      await seedEvents('SIGNUP', `ip:${ip}`, 49);
      expect((await post('/auth/signup', consumerSignupBody(), ip)).status).toBe(201);
      const refused = await post('/auth/signup', consumerSignupBody(), ip);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManySignups);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
      expect((await post('/auth/signup', consumerSignupBody(), freshIp())).status).toBe(201);
    });

    it('allows 100 availability checks per IP in 15 minutes', async () => {
      const ip = freshIp();
      const check = (n: number) =>
        post('/auth/check-availability', { field: 'email', value: `probe${n}@example.com` }, ip);
      const answers = await Promise.all(Array.from({ length: 110 }, (_, n) => check(n)));
      expect(statuses(answers)).toEqual({ 200: 100, 429: 10 });
      const refused = await firstRefused(answers);
      expect(((await refused.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyAvailabilityChecks);
    });

    it('allows 20 wrong codes per IP an hour (verify and reset), so the right code then waits there too', async () => {
      const ip = freshIp();
      const body = consumerSignupBody();
      await post('/auth/signup', body, freshIp());
      const code = await latestCode(t, body.email);
      const answers = await Promise.all(
        Array.from({ length: 22 }, (_, n) =>
          n % 2 === 0
            ? post('/auth/verify', { key: 'email', value: `nobody${n}@example.com`, code: '123456' }, ip)
            : t.app.request(
                '/auth/forgot-password',
                jsonRequest('PUT', {
                  email: `nobody${n}@example.com`,
                  code: '123456',
                  password: 'Fresh!Pass1',
                }),
                fromAddress(ip),
              ),
        ),
      );
      expect(statuses(answers)).toEqual({ 400: 20, 429: 2 });
      const right = await post('/auth/verify', { key: 'email', value: body.email, code }, ip);
      expect(right.status).toBe(429);
      expect(((await right.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyCodeFailures);
      expect((await post('/auth/verify', { key: 'email', value: body.email, code }, freshIp())).status).toBe(
        200,
      );
    });

    it('allows 20 code requests per IP an hour through forgot-password and resend, whatever the address', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, n) =>
          n % 2 === 0
            ? post('/auth/forgot-password', { email: `someone${n}@example.com`, role_name: 'CONSUMER' }, ip)
            : post('/auth/resend-verification-code', { email: `someone${n}@example.com` }, ip),
        ),
      );
      expect(statuses(answers)).toEqual({ 200: 20, 429: 4 });
    });

    it('leaves the owner codes when a stranger used up an address from another IP', async () => {
      const user = await createVerifiedUser(t);
      const stranger = freshIp();
      const forgot = (ip: string) =>
        post('/auth/forgot-password', { email: user.email, role_name: 'CONSUMER' }, ip);
      const strangerAnswers = await Promise.all(Array.from({ length: 8 }, () => forgot(stranger)));
      expect(statuses(strangerAnswers)).toEqual({ 200: 5, 429: 3 });
      const owner = await forgot(freshIp());
      expect(owner.status).toBe(200);
      // The address as a whole still has a ceiling: 10 an hour from all IPs.
      const others = await Promise.all(Array.from({ length: 8 }, () => forgot(freshIp())));
      expect(statuses(others)).toEqual({ 200: 4, 429: 4 });
      const events = await t.deps.db
        .select()
        .from(authThrottleEvents)
        .where(
          and(
            eq(authThrottleEvents.kind, 'CODE_REQUEST'),
            eq(authThrottleEvents.subject, `PASSWORD_RESET:email:${user.email.toLowerCase()}`),
          ),
        );
      expect(events).toHaveLength(10);
    });
  });
});
