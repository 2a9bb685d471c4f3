import { createServer, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { pushPassUpdates } from './apns-push.ts';
import { generateDevelopmentCredentials } from './development-credentials.ts';

describe('the APNs pass update push', () => {
  it('posts an empty JSON body to each device token on the pass type’s topic, and counts what APNs accepted', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    // A cleartext HTTP/2 stand-in for api.push.apple.com: it refuses the token "gone" as APNs does (410).
    const apns = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += String(chunk);
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(request.headers[':path'] === '/3/device/gone' ? 410 : 200);
        response.end();
      });
    });
    await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
    try {
      const { apple } = generateDevelopmentCredentials();
      const origin = `http://127.0.0.1:${(apns.address() as AddressInfo).port}`;
      expect(await pushPassUpdates(apple, ['token-a', 'gone', 'token-b'], origin)).toBe(2);
      expect(received.map(({ headers }) => headers[':path']).sort()).toEqual([
        '/3/device/gone',
        '/3/device/token-a',
        '/3/device/token-b',
      ]);
      for (const { headers, body } of received) {
        expect(headers[':method']).toBe('POST');
        expect(headers['apns-topic']).toBe(apple.passTypeId);
        expect(body).toBe('{}');
      }
      expect(await pushPassUpdates(apple, [], origin)).toBe(0);
    } finally {
      await new Promise((resolve) => apns.close(resolve));
    }
  });
});
