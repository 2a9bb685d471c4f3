import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { PRODUCTION_ENV } from '../../testing/production-env.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

describe.each(productionEngine())('GET /dev/outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the mails sent to one address, newest last', async () => {
    await t.deps.mailer.send({ to: 'Ava@Example.com', subject: 'First', text: 'one' });
    await t.deps.mailer.send({ to: 'someone.else@example.com', subject: 'Other', text: 'x' });
    await t.deps.mailer.send({ to: 'ava@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });

    const response = await t.app.request('/dev/outbox?to=ava%40example.com');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { to: string; subject: string; html: string | null }[];
    };
    expect(data.map((mail) => mail.subject)).toEqual(['First', 'Second']);
    expect(data[1]).toMatchObject({ to: 'ava@example.com', html: '<p>two</p>' });
  });

  it('answers 400 with the domain schema message for an invalid address', async () => {
    const response = await t.app.request('/dev/outbox?to=not-an-email');
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      message: string;
      errors: { field?: string; message: string }[];
    };
    expect(body.errors[0]).toEqual({ field: 'to', message: 'Please enter a valid email' });
    expect(body.message).toBe('Please enter a valid email');
  });

  const outboxStatus = async (vars: Record<string, string>) => {
    const env = parseEnv({ DATA_DIR: t.deps.env.dataDir, ...vars });
    const response = await createApp({ ...t.deps, env }).request('/dev/outbox?to=ava%40example.com');
    return response.status;
  };

  it('is mounted only when DEV_OUTBOX asks for it, never by NODE_ENV alone', async () => {
    expect(await outboxStatus({ NODE_ENV: 'development' })).toBe(404);
    expect(await outboxStatus({ NODE_ENV: 'test' })).toBe(404);
    expect(await outboxStatus({ NODE_ENV: 'development', DEV_OUTBOX: 'true' })).toBe(200);
    expect(await outboxStatus({ NODE_ENV: 'test', DEV_OUTBOX: 'true' })).toBe(200);
    expect(await outboxStatus(PRODUCTION_ENV)).toBe(404);
  });
});
