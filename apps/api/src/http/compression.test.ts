import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const gunzip = (response: Response) =>
  new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).json();

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.deps.storage.put('logos/known.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
  });
  afterAll(() => t.close());

  it('gzips a JSON answer for a client that accepts it, with the same content', async () => {
    const plain = await t.app.request('/categories');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await t.app.request('/categories', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await gunzip(zipped)).toEqual(await plain.json());
  });

  it('gzips refusals too, and sends images as stored', async () => {
    const refused = await t.app.request('/tokens/not-a-number', { headers: { 'accept-encoding': 'gzip' } });
    expect(refused.status).toBe(400);
    expect(await gunzip(refused)).toHaveProperty('message');
    const image = await t.app.request('/files/logos/known.png', { headers: { 'accept-encoding': 'gzip' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });
});
