import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/database-unavailable.ts';
import { createLogger, REDACTED } from './logger.ts';
import { consumerSignupBody, jsonRequest } from './testing/test-accounts.ts';
import { createTestApp, fromAddress, type TestApp } from './testing/test-app.ts';
import { openTestDatabase } from './testing/test-database.ts';

/** A logger configured as the server's, writing its JSON lines into `lines`. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ logLevel: 'info', nodeEnv: 'production' }, destination);
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

describe('logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('log a failed insert with its SQL and PostgreSQL code, but none of the values it carried', async () => {
    const capture = capturedLogger();
    const app = createApp({ ...t.deps, logger: capture.logger });
    // Every new user row is refused by the database itself: the insert fails after validation.
    await t.deps.db.execute(sql`alter table users add constraint no_new_users check (false) not valid`);
    try {
      const body = consumerSignupBody({ email: 'canary.secret@example.com' });
      const response = await app.request(
        '/auth/signup',
        jsonRequest('POST', body),
        fromAddress('198.51.100.7'),
      );
      expect(response.status).toBe(500);

      const failure = capture.entries().find((entry) => entry.msg === 'unhandled error');
      expect(failure).toMatchObject({
        path: '/auth/signup',
        err: {
          type: 'DrizzleQueryError',
          query: expect.stringMatching(/^insert into "users"/),
          cause: { code: '23514', constraint: 'no_new_users', table: 'users' },
        },
      });
      const log = capture.lines.join('\n');
      expect(log).not.toContain('canary.secret@example.com');
      expect(log).not.toContain(body.phone_number as string);
      expect(log).not.toContain('scrypt$');
      expect(log).not.toContain('params');
    } finally {
      await t.deps.db.execute(sql`alter table users drop constraint no_new_users`);
    }
  });

  it('keep query values out of the message, the stack and any key an error is logged under', async () => {
    const capture = capturedLogger();
    const secret = 'canary-code-hash-0123456789';
    const error = await t.deps.db.execute(sql`select 1 / 0 where ${secret} = ${secret}`).catch((e) => e);
    capture.logger.error(error);
    capture.logger.warn({ error, nested: { ok: true } }, 'other key');

    expect(capture.lines.join('\n')).not.toContain(secret);
    const [asArgument, underKey] = capture.entries();
    expect(asArgument).toMatchObject({
      msg: expect.stringMatching(/^Failed query: select 1 \/ 0/),
      err: { stack: expect.stringContaining('Failed query'), cause: { code: '22012' } },
    });
    expect(underKey).toMatchObject({ error: { type: 'DrizzleQueryError' }, nested: { ok: true } });
  });

  it('log the cause of a 5xx answer', async () => {
    const closed = await openTestDatabase('pglite');
    await closed.close();
    const capture = capturedLogger();
    const response = await createApp({ ...t.deps, db: closed.db, logger: capture.logger }).request('/health');
    expect(response.status).toBe(503);
    expect(capture.entries().find((entry) => entry.msg === 'request failed')).toMatchObject({
      status: 503,
      path: '/health',
      err: { message: DATABASE_UNAVAILABLE_MESSAGE, cause: { query: 'select 1' } },
    });
  });

  it('censor fields that hold a secret by name', () => {
    const capture = capturedLogger();
    capture.logger.info(
      {
        password: 'pw-1',
        user: { passwordHash: 'hash-2' },
        headers: { cookie: 'c-3', 'x-access-token': 't-4' },
      },
      'careless',
    );
    const log = capture.lines.join('\n');
    for (const secret of ['pw-1', 'hash-2', 'c-3', 't-4']) expect(log).not.toContain(secret);
    expect(capture.entries()[0]).toMatchObject({ password: REDACTED, user: { passwordHash: REDACTED } });
  });
});
