import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import {
  createVerifiedUser,
  jsonRequest,
  logIn,
  requestWithToken,
  TEST_PASSWORD,
} from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';

type ErrorBody = { message: string; errors: { field?: string; message: string }[] };
type UserBody = { data: Record<string, unknown> & { id: number; email: string } };

const PASSWORD_CHANGE = '/auth/me/send-change-password-instructions';

describe.each(productionEngine())('account endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('GET /auth/me', () => {
    it('answers the logged-in user only', async () => {
      const ana = await createVerifiedUser(t);
      const bo = await createVerifiedUser(t);
      const response = await requestWithToken(t, 'GET', '/auth/me', ana.token);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as UserBody;
      expect(data).toMatchObject({ id: ana.id, email: ana.email, status: 'ACTIVE', business: null });
      expect(
        ((await (await requestWithToken(t, 'GET', '/auth/me', bo.token)).json()) as UserBody).data.id,
      ).toBe(bo.id);
    });

    it('refuses a missing or unknown token with 401', async () => {
      for (const response of [
        await t.app.request('/auth/me'),
        await requestWithToken(t, 'GET', '/auth/me', 'not-a-token'),
      ]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          message: ACCESS_MESSAGES.loginRequired,
          errors: [{ message: ACCESS_MESSAGES.loginRequired }],
        });
      }
    });
  });

  it('refuses the profile update and both password-change steps without a token (401)', async () => {
    const bodies = {
      profile: { first_name: 'Eve' },
      change: { old_password: TEST_PASSWORD, new_password: 'Changed!123' },
    };
    for (const response of [
      await t.app.request('/auth/me', jsonRequest('PUT', bodies.profile)),
      await t.app.request(PASSWORD_CHANGE, jsonRequest('POST', bodies.change)),
      await t.app.request(PASSWORD_CHANGE, jsonRequest('PUT', { ...bodies.change, code: '123456' })),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: ACCESS_MESSAGES.loginRequired,
        errors: [{ message: ACCESS_MESSAGES.loginRequired }],
      });
    }
  });

  describe('PUT /auth/me', () => {
    it('updates profile fields and ignores username and email', async () => {
      const user = await createVerifiedUser(t);
      const response = await requestWithToken(t, 'PUT', '/auth/me', user.token, {
        first_name: 'Zoë',
        last_name: 'Park',
        address1: '9 Elm St',
        address2: 'Apt 2',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        phone_number: '+1 (303) 555 0142',
        username: 'hijacked',
        email: 'hijacked@example.com',
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as UserBody;
      expect(data).toMatchObject({
        first_name: 'Zoë',
        address2: 'Apt 2',
        state: 'CO',
        phone_number: '+13035550142',
        email: user.email,
      });
      expect(data.username).not.toBe('hijacked');
    });

    it('updates only the notification flags of the user’s role', async () => {
      const user = await createVerifiedUser(t);
      const response = await requestWithToken(t, 'PUT', '/auth/me', user.token, {
        is_purchased_token_email_notify: false,
        is_sold_token_email_notify: false,
      });
      const { data } = (await response.json()) as UserBody;
      expect(data).toMatchObject({
        is_purchased_token_email_notify: false,
        is_redeemed_token_email_notify: false,
        is_sold_token_email_notify: true,
        first_name: 'Ana',
      });
    });

    it('keeps the expiry reminders on until the consumer turns them off', async () => {
      const user = await createVerifiedUser(t);
      const before = (await (await requestWithToken(t, 'GET', '/auth/me', user.token)).json()) as UserBody;
      expect(before.data.is_expiry_reminder_email_notify).toBe(true);
      const response = await requestWithToken(t, 'PUT', '/auth/me', user.token, {
        is_expiry_reminder_email_notify: false,
      });
      expect(((await response.json()) as UserBody).data.is_expiry_reminder_email_notify).toBe(false);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.isExpiryReminderEmailNotify).toBe(false);
    });

    it('answers field errors with the domain messages and refuses another user’s phone number', async () => {
      const ana = await createVerifiedUser(t);
      const bo = await createVerifiedUser(t);
      const invalid = await requestWithToken(t, 'PUT', '/auth/me', ana.token, {
        first_name: 'A1',
        zip: 'abc',
      });
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as ErrorBody).errors).toEqual([
        { field: 'first_name', message: M.firstNameLetters },
        { field: 'zip', message: M.zipInvalid },
      ]);
      const [boRow] = await t.deps.db.select().from(users).where(eq(users.id, bo.id));
      const taken = await requestWithToken(t, 'PUT', '/auth/me', ana.token, {
        phone_number: boRow?.phoneNumber,
      });
      expect(taken.status).toBe(409);
      expect(((await taken.json()) as ErrorBody).errors).toEqual([
        { field: 'phone_number', message: M.phoneTaken },
      ]);
      const [anaRow] = await t.deps.db.select().from(users).where(eq(users.id, ana.id));
      expect(
        (await requestWithToken(t, 'PUT', '/auth/me', ana.token, { phone_number: anaRow?.phoneNumber }))
          .status,
      ).toBe(200);
    });
  });

  describe('DELETE /auth/me/archive', () => {
    it('deactivates the account: every session ends and later logins are refused', async () => {
      const user = await createVerifiedUser(t);
      const other = (await logIn(t, user.email)).headers.get(ACCESS_TOKEN_HEADER) ?? '';
      const response = await requestWithToken(t, 'DELETE', '/auth/me/archive', user.token);
      expect(await response.json()).toEqual({ data: { success: true } });
      expect((await requestWithToken(t, 'GET', '/auth/me', user.token)).status).toBe(401);
      expect((await requestWithToken(t, 'GET', '/auth/me', other)).status).toBe(401);
      const refused = await logIn(t, user.email);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.accountDeactivated);
      expect((await t.app.request('/auth/me/archive', { method: 'DELETE' })).status).toBe(401);
    });
  });
});
