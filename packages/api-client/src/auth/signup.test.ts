import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignupRequest, User } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { signup } from './signup.ts';

type Received = { contentType: string; body: Buffer };

const person = {
  email: 'ana@example.com',
  username: 'ana.s',
  password: 'Secret!123',
  first_name: 'Ana',
  last_name: 'Smith',
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  phone_number: '+15551234567',
  accept_terms: true,
} as const;

const { accept_terms: _terms, password: _password, ...profile } = person;
const user: User = {
  id: 3,
  ...profile,
  role_name: 'CONSUMER',
  status: 'PENDING',
  is_email_verified: false,
  business: null,
  is_sold_token_email_notify: true,
  is_purchased_token_email_notify: true,
  is_redeemed_token_email_notify: true,
  is_expiry_reminder_email_notify: true,
  is_email_shared_with_businesses: false,
};

describe('POST /auth/signup sends the accepted terms', () => {
  // The bodies as a real server received them (the shared test server records no bodies).
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: user }));
    });
  });
  const lastForm = () => {
    const last = received.at(-1);
    if (!last) throw new Error('No request received');
    return new Response(new Uint8Array(last.body), {
      headers: { 'content-type': last.contentType },
    }).formData();
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}`, getAccessToken: () => null });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('in the JSON body of a consumer', async () => {
    const request: Extract<SignupRequest, { role_name: 'CONSUMER' }> = {
      ...person,
      role_name: 'CONSUMER',
      is_purchased_token_email_notify: true,
      is_redeemed_token_email_notify: false,
    };
    await expect(signup({ request })).resolves.toMatchObject({ id: 3, status: 'PENDING' });
    const last = received.at(-1);
    expect(last?.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(String(last?.body))).toMatchObject({ role_name: 'CONSUMER', accept_terms: true });
  });

  it('as a multipart field of a business, next to the profile and both images', async () => {
    const request: Extract<SignupRequest, { role_name: 'BUSINESS' }> = {
      ...person,
      role_name: 'BUSINESS',
      is_sold_token_email_notify: true,
      business: {
        name: 'Harbor Bar',
        description: 'Drinks',
        city: 'Miami',
        state: 'FL',
        location: null,
        website: null,
        facebook: null,
        twitter: null,
        instagram: null,
        tiktok: null,
        twitch: null,
        youtube: null,
      },
    };
    const logo = new Blob(['logo'], { type: 'image/png' });
    await signup({ request, images: { logo, cover: logo } });
    const form = await lastForm();
    expect(form.get('accept_terms')).toBe('true');
    expect(form.get('business_name')).toBe('Harbor Bar');
    expect(form.get('logo')).toBeInstanceOf(Blob);
  });
});
