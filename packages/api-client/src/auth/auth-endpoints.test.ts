import type { SignupRequest } from '@keyclub/domain';
import { userFixture } from '@keyclub/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { callsOf, mockApi, type Reply, TEST_API_URL } from '../testing/mock-api.ts';
import { checkAvailability } from './check-availability.ts';
import { login } from './login.ts';
import { businessSignupFormData } from './signup.ts';

const user = userFixture();

describe('auth endpoints', () => {
  const answer = (reply: Reply) => mockApi(() => reply);
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));

  it('POST /auth/login returns the user and the token of the response header', async () => {
    const sent = answer({ body: { data: user }, headers: { 'x-access-token': 'session-1' } });
    await expect(login({ email: user.email, password: 'x', role_name: 'CONSUMER' })).resolves.toEqual({
      user,
      accessToken: 'session-1',
    });
    expect(callsOf(sent)).toEqual(['POST /auth/login']);
  });

  it('a PENDING login comes without a token', async () => {
    answer({ body: { data: { ...user, status: 'PENDING', is_email_verified: false } } });
    const result = await login({ email: user.email, password: 'x', role_name: 'CONSUMER' });
    expect(result.accessToken).toBeNull();
    expect(result.user.status).toBe('PENDING');
  });

  it('POST /auth/check-availability reads success', async () => {
    const sent = answer({ body: { data: { success: false } } });
    await expect(checkAvailability({ field: 'email', value: user.email })).resolves.toBe(false);
    expect(callsOf(sent)).toEqual(['POST /auth/check-availability']);
  });
});

describe('businessSignupFormData', () => {
  it('sends the person fields, the profile fields by their multipart names and both files', () => {
    const request: Extract<SignupRequest, { role_name: 'BUSINESS' }> = {
      role_name: 'BUSINESS',
      email: 'owner@example.com',
      username: 'owner1',
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
      is_sold_token_email_notify: false,
      business: {
        name: 'Harbor Bar',
        description: 'Drinks',
        city: 'Miami',
        state: 'FL',
        location: null,
        website: 'https://harbor.example',
        facebook: null,
        twitter: null,
        instagram: null,
        tiktok: null,
        twitch: null,
        youtube: null,
      },
    };
    const logo = new Blob(['logo'], { type: 'image/png' });
    const cover = new Blob(['cover'], { type: 'image/png' });
    const form = businessSignupFormData(request, { logo, cover });

    expect(form.get('role_name')).toBe('BUSINESS');
    expect(form.get('is_sold_token_email_notify')).toBe('false');
    expect(form.has('address2')).toBe(false);
    expect(form.get('business_name')).toBe('Harbor Bar');
    expect(form.get('business_state')).toBe('FL');
    expect(form.get('website')).toBe('https://harbor.example');
    expect(form.has('facebook')).toBe(false);
    expect(form.get('logo')).toBeInstanceOf(Blob);
    expect(form.get('cover')).toBeInstanceOf(Blob);
  });
});
