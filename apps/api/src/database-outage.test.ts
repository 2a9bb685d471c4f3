import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/database-unavailable.ts';
import { users } from './db/schema/index.ts';
import { startTcpProxy } from './testing/tcp-proxy.ts';
import { consumerSignupBody, jsonRequest } from './testing/test-accounts.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { productionEngine } from './testing/test-database.ts';

const unavailable = {
  message: DATABASE_UNAVAILABLE_MESSAGE,
  errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }],
};

// PostgreSQL is a server that can go away under a running API; PGlite lives inside the process.
describe.runIf(productionEngine().includes('postgres'))('PostgreSQL out of reach', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  beforeAll(async () => {
    const admin = new URL(inject('postgres')?.adminUrl ?? '');
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    t = await createTestApp('postgres', {}, { route: proxy.route });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });

  /** Ends the app's database sessions as `pg_ctl stop` does, from an admin connection. */
  async function terminateSessions() {
    const result = await t.deps.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name;
    const admin = new pg.Client({ connectionString: inject('postgres')?.adminUrl });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
    } finally {
      await admin.end();
    }
  }

  const signup = (body: Record<string, unknown>) => t.app.request('/auth/signup', jsonRequest('POST', body));

  it('answers 503 with a clear message while it is down, writes nothing, and serves again once it is back', async () => {
    expect((await t.app.request('/categories')).status).toBe(200);

    // A stopping server ends its sessions (57P01, which node-postgres reports as an 'error' event of
    // the idle connections), then refuses new ones.
    await terminateSessions();
    await proxy.cut();
    const read = await t.app.request('/categories');
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual(unavailable);
    expect((await t.app.request('/health')).status).toBe(503);
    const account = consumerSignupBody();
    const write = await signup(account);
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual(unavailable);

    await proxy.restore();
    expect((await t.app.request('/categories')).status).toBe(200);
    expect((await t.app.request('/health')).status).toBe(200);
    expect(
      await t.deps.db
        .select()
        .from(users)
        .where(eq(users.email, String(account.email))),
    ).toEqual([]);
  });
});
