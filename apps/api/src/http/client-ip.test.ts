import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fromAddress } from '../testing/test-app.ts';
import { clientIp } from './client-ip.ts';

const probe = (hops: number) => {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, hops)));
  return app;
};
const ask = async (hops: number, address: string, forwarded?: string) =>
  (
    await probe(hops).request(
      '/',
      { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} },
      fromAddress(address),
    )
  ).text();

describe('clientIp', () => {
  it('takes the connection’s address and ignores X-Forwarded-For unless told to trust proxies', async () => {
    expect(await ask(0, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
    expect(await ask(0, '::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('with n trusted proxies takes the n-th entry from the right (what the client wrote is further left)', async () => {
    expect(await ask(1, '10.0.0.2', '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(await ask(2, '10.0.0.2', '6.6.6.6, 198.51.100.9, 10.0.0.1')).toBe('198.51.100.9');
    expect(await ask(1, '10.0.0.2')).toBe('10.0.0.2');
    expect(await ask(1, '10.0.0.2', 'not-an-address')).toBe('10.0.0.2');
  });

  it('counts an IPv6 client by its /64, so one host cannot rotate through its own network', async () => {
    expect(await ask(0, '2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(await ask(0, '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  });

  it('refuses to guess when there is no connection', async () => {
    const app = probe(0);
    app.onError((error, c) => c.text(error.message, 500));
    expect((await app.request('/')).status).toBe(500);
  });
});
