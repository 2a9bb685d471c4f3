import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type TestSession } from '../testing/fixtures/membership-fixtures.ts';
import { businessSignupForm } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_MAX_BYTES } from './body-limit.ts';
import { UNREADABLE_FORM_MESSAGE } from './handle-errors.ts';

const TOO_LARGE = { message: BODY_TOO_LARGE_MESSAGE, errors: [{ message: BODY_TOO_LARGE_MESSAGE }] };
const UNREADABLE = { message: UNREADABLE_FORM_MESSAGE, errors: [{ message: UNREADABLE_FORM_MESSAGE }] };

/** A login body padded past the JSON limit with a field the schema does not know. */
const oversizedLogin = () =>
  JSON.stringify({ email: 'a@example.com', password: 'x', padding: 'x'.repeat(JSON_BODY_MAX_BYTES) });

/** The body as a stream: no Content-Length, so only counting the bytes can stop it. */
const streamed = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 16 * 1024)
        controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      controller.close();
    },
  });

describe('request bodies', () => {
  let t: TestApp;
  let business: TestSession;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    business = await signedInUser(t, 'BUSINESS');
  });
  afterAll(() => t.close());

  it('refuses a JSON body over the limit with 413 in the error shape, by declared length', async () => {
    const body = oversizedLogin();
    const response = await t.app.request('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('refuses a streamed JSON body once it passes the limit', async () => {
    const response = await t.app.request('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: streamed(oversizedLogin()),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it('lets a multipart body past the JSON limit reach its route (images have their own limit)', async () => {
    const form = await businessSignupForm();
    // Noise does not compress: a cover of a few hundred kilobytes.
    const [width, height] = [640, 240];
    const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    form.set('cover', new File([new Uint8Array(noise)], 'cover.png', { type: 'image/png' }));
    const size = (await new Response(form).arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const response = await t.app.request('/auth/signup', { method: 'POST', body: form });
    expect(response.status).toBe(201);
  });

  const malformedBodies: [string, Record<string, string>, string][] = [
    ['a body that is not multipart', { 'Content-Type': 'multipart/form-data; boundary=kc' }, 'not a form'],
    [
      'a part that never ends',
      { 'Content-Type': 'multipart/form-data; boundary=kc' },
      '--kc\r\nContent-Disposition: form-data; name="title"\r\n\r\nunfinished',
    ],
    ['no boundary', { 'Content-Type': 'multipart/form-data' }, '--kc\r\n\r\n--kc--\r\n'],
  ];

  it.each([
    ['POST', '/auth/signup', false],
    ['PUT', '/auth/business-profile', true],
    ['POST', '/tokens', true],
    ['PUT', '/tokens/1', true],
  ])('answers a malformed multipart body to %s %s with 400, never 500', async (method, path, signedIn) => {
    for (const [name, headers, body] of malformedBodies) {
      const response = await t.app.request(path, {
        method,
        headers: { ...headers, ...(signedIn ? business.headers : {}) },
        body,
      });
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual(UNREADABLE);
    }
  });
});
