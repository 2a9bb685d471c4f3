import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { outboxMails, users } from '../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../http/access-token.ts';
import type { TestApp } from './test-app.ts';

// Test helpers: accounts made through the real endpoints, codes read from the dev outbox table.

export const TEST_PASSWORD = 'Keyclub!2026';
let counter = 0;

/** Unique email, username and phone number for one test account. */
export function uniqueAccount(prefix = 'user') {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.slice(-7).padStart(7, '0');
  return {
    email: `${prefix}.${n}@example.com`,
    username: `${prefix.slice(0, 8)}${n}`,
    phone_number: `+1 (415) ${n.slice(0, 3)} ${n.slice(3)}`,
  };
}

export function consumerSignupBody(overrides: Record<string, unknown> = {}) {
  return {
    role_name: 'CONSUMER',
    ...uniqueAccount('consumer'),
    password: TEST_PASSWORD,
    first_name: 'Ana',
    last_name: 'Lopez',
    address1: '1 Market St',
    address2: '',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    accept_terms: true,
    is_purchased_token_email_notify: true,
    is_redeemed_token_email_notify: false,
    ...overrides,
  };
}

export const pngImage = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0b1f3a' } })
    .png()
    .toBuffer();

/** A multipart business signup: person fields, `business[...]` profile fields, logo and cover. */
export async function businessSignupForm(overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    role_name: 'BUSINESS',
    ...uniqueAccount('business'),
    password: TEST_PASSWORD,
    first_name: 'Bo',
    last_name: 'Chen',
    address1: '2 Pier Rd',
    city: 'Oakland',
    state: 'CA',
    zip: '94607',
    accept_terms: 'true',
    is_sold_token_email_notify: 'false',
    'business[name]': 'Harbor Club',
    'business[description]': 'Drinks by the water.',
    'business[city]': 'Oakland',
    'business[state]': 'CA',
    'business[website]': 'harbor.example.com',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'logo',
    new File([new Uint8Array(await pngImage(600, 600))], 'logo.png', { type: 'image/png' }),
  );
  form.append(
    'cover',
    new File([new Uint8Array(await pngImage(1600, 500))], 'cover.png', { type: 'image/png' }),
  );
  return form;
}

export const jsonRequest = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { [ACCESS_TOKEN_HEADER]: token } : {}) },
  body: JSON.stringify(body),
});

export const withToken = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), [ACCESS_TOKEN_HEADER]: token },
});

/** A request to the test app with `token`, and a JSON body when one is given. */
export const requestWithToken = (t: TestApp, method: string, path: string, token: string, body?: unknown) =>
  t.app.request(path, body === undefined ? withToken(token, { method }) : jsonRequest(method, body, token));

/** POST /auth/login with the test password and the consumer role unless told otherwise. */
export const logIn = (t: TestApp, email: string, password = TEST_PASSWORD, role_name = 'CONSUMER') =>
  t.app.request('/auth/login', jsonRequest('POST', { email, password, role_name }));

/** The 6-digit code of the newest mail to `email`. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.toAddress, email.toLowerCase()))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

/** The subjects of every mail the dev outbox holds for user `userId`, oldest first. */
export async function mailSubjectsTo(t: Pick<TestApp, 'deps'>, userId: number): Promise<string[]> {
  const mails = await t.deps.db
    .select({ subject: outboxMails.subject })
    .from(outboxMails)
    .innerJoin(users, eq(users.email, outboxMails.toAddress))
    .where(eq(users.id, userId))
    .orderBy(outboxMails.id);
  return mails.map((mail) => mail.subject);
}

/** Signs up through the API (JSON for consumers, multipart for businesses) and verifies: a logged-in ACTIVE user. */
export async function createVerifiedUser(t: TestApp, role: 'CONSUMER' | 'BUSINESS' = 'CONSUMER') {
  const signup =
    role === 'CONSUMER'
      ? await t.app.request('/auth/signup', jsonRequest('POST', consumerSignupBody()))
      : await t.app.request('/auth/signup', { method: 'POST', body: await businessSignupForm() });
  if (signup.status !== 201) throw new Error(`Signup failed: ${signup.status} ${await signup.text()}`);
  const { data: user } = (await signup.json()) as { data: { id: number; email: string } };
  const code = await latestCode(t, user.email);
  const verified = await t.app.request(
    '/auth/verify',
    jsonRequest('POST', { key: 'email', value: user.email, code }),
  );
  const token = verified.headers.get(ACCESS_TOKEN_HEADER);
  if (verified.status !== 200 || !token) throw new Error(`Verification failed: ${verified.status}`);
  return { id: user.id, email: user.email, token };
}
