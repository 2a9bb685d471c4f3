import { dataEnvelope, type User, userSchema } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import { asNewClient } from './client-address.ts';
import { readOutbox } from './outbox.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';
import type { Credentials } from './sign-in.ts';

type Role = Credentials['role_name'];

/** A valid 1x1 PNG (8-bit RGBA), enough for the API's content check and thumbnailing. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let sequence = 0;

/** Values no other account of this run uses: email, username and a US phone number. */
export function uniqueAccountValues(prefix: string) {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e4)}`;
  // Area code 2xx-9xx and 7 more digits, derived from the clock so parallel workers differ.
  const digits = `${Date.now()}${sequence}${Math.floor(Math.random() * 1e6)}`.replace(/\D/g, '');
  const phone = `${2 + (Number(digits.slice(-1)) % 8)}${digits.slice(-9)}`;
  return {
    email: `${prefix}.${stamp}@keyclub.test`,
    username: `${prefix.slice(0, 4)}${stamp}`.slice(0, 20),
    phoneDigits: phone,
  };
}

/** The 6-digit code of the newest mail sent to `email`. */
export async function latestMailedCode(
  request: APIRequestContext,
  email: string,
  baseUrl = apiUrl,
): Promise<string> {
  const mails = await readOutbox(request, email, baseUrl);
  const code = mails.at(-1)?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export interface VerifiedUser {
  credentials: Credentials;
  user: User;
  accessToken: string;
}

/**
 * Signs a user up through the API (POST /auth/signup; a business with its profile, logo and cover)
 * and leaves the account PENDING with its verification code mailed. `overrides` replace signup fields;
 * `baseUrl` is a spec's own API instead of the run's.
 */
export const signUpUser = setUpStep(
  'a pending account',
  async function signUpUser(
    request: APIRequestContext,
    role: Role,
    overrides: Record<string, string | boolean> = {},
    baseUrl: string = apiUrl,
  ): Promise<Credentials> {
    const { email, username, phoneDigits } = uniqueAccountValues(role.toLowerCase());
    const fields: Record<string, string | boolean> = {
      role_name: role,
      email,
      username,
      password: 'Keyclub!2026',
      first_name: 'Test',
      last_name: role === 'BUSINESS' ? 'Owner' : 'Member',
      address1: '1 Ocean Drive',
      city: 'Miami',
      state: 'FL',
      zip: '33139',
      phone_number: `+1${phoneDigits}`,
      accept_terms: true,
      ...(role === 'BUSINESS'
        ? {
            is_sold_token_email_notify: true,
            business_name: 'Test Business',
            business_description: 'A business made by the end-to-end tests.',
            business_city: 'Miami',
            business_state: 'FL',
          }
        : { is_purchased_token_email_notify: true, is_redeemed_token_email_notify: true }),
      ...overrides,
    };
    const headers = asNewClient();
    const signup =
      role === 'BUSINESS'
        ? await request.post(`${baseUrl}/auth/signup`, {
            headers,
            multipart: {
              ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
              logo: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG },
              cover: { name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG },
            },
          })
        : await request.post(`${baseUrl}/auth/signup`, { headers, data: fields });
    if (!signup.ok())
      throw new Error(`POST /auth/signup answered ${signup.status()}: ${await signup.text()}`);
    return { email: String(fields.email), password: String(fields.password), role_name: role };
  },
);

/**
 * signUpUser, then the mailed code from the dev outbox verifies the email (POST /auth/verify), on the
 * run's API or on `baseUrl`.
 * Returns the login credentials, the verified (ACTIVE) user and its session token.
 */
export const createVerifiedUser = setUpStep(
  'a verified account',
  async function createVerifiedUser(
    request: APIRequestContext,
    role: Role,
    overrides: Record<string, string | boolean> = {},
    baseUrl: string = apiUrl,
  ): Promise<VerifiedUser> {
    const credentials = await signUpUser(request, role, overrides, baseUrl);
    const code = await latestMailedCode(request, credentials.email, baseUrl);
    const verify = await request.post(`${baseUrl}/auth/verify`, {
      headers: asNewClient(),
      data: { key: 'email', value: credentials.email, code },
    });
    if (!verify.ok())
      throw new Error(`POST /auth/verify answered ${verify.status()}: ${await verify.text()}`);
    const accessToken = verify.headers()['x-access-token'];
    if (!accessToken) throw new Error('POST /auth/verify sent no x-access-token header');
    const { data: user } = dataEnvelope(userSchema).parse(await verify.json());
    return { credentials, user, accessToken };
  },
);
