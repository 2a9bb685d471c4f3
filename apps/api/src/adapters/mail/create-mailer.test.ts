import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createMailer } from './create-mailer.ts';

/** Just enough of an SMTP server to accept mails; keeps each message's raw DATA. */
async function startSmtpSink() {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { messages, url: `smtp://127.0.0.1:${port}`, close: () => server.close() };
}

describe('createMailer', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    sink.close();
    await t.close();
  });

  it('sends through SMTP when configured, and then keeps nothing in the outbox', async () => {
    const mailer = createMailer({
      db: t.deps.db,
      smtp: { url: sink.url, from: 'Keyclub <no-reply@keyclub.test>' },
    });
    await mailer.send({ to: 'ava@example.com', subject: 'Your code', text: 'Code 123456' });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatch(/Subject: Your code/);
    expect(sink.messages[0]).toMatch(/To: ava@example.com/);
    expect(sink.messages[0]).toMatch(/Code 123456/);
    const outbox = await t.app.request('/dev/outbox?to=ava%40example.com');
    expect(await outbox.json()).toEqual({ data: [] });
  });

  it('keeps mails in the outbox table without SMTP settings', async () => {
    await createMailer({ db: t.deps.db }).send({ to: 'bo@example.com', subject: 'Hi', text: 'x' });
    const outbox = (await (await t.app.request('/dev/outbox?to=bo%40example.com')).json()) as {
      data: { subject: string }[];
    };
    expect(outbox.data.map((mail) => mail.subject)).toEqual(['Hi']);
  });
});
