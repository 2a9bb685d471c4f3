import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHistory, verificationCodes } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import {
  createVerifiedUser,
  latestCode,
  logIn,
  requestWithToken,
  TEST_PASSWORD,
} from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

type ErrorBody = { message: string; errors: { field?: string; message: string }[] };

const PASSWORD_CHANGE = '/auth/me/send-change-password-instructions';

describe.each(productionEngine())('the logged-in password change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('password change', () => {
    it('mails a code for the checked new password; the code confirms it and ends the other sessions', async () => {
      const user = await createVerifiedUser(t);
      const other = (await logIn(t, user.email)).headers.get(ACCESS_TOKEN_HEADER) ?? '';
      const start = await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, {
        old_password: TEST_PASSWORD,
        new_password: 'Changed!123',
      });
      expect(await start.json()).toEqual({ data: { sent: true } });
      const code = await latestCode(t, user.email);
      const confirm = await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, {
        old_password: TEST_PASSWORD,
        new_password: 'Changed!123',
        code,
      });
      expect(confirm.status).toBe(200);
      expect((await requestWithToken(t, 'GET', '/auth/me', user.token)).status).toBe(200);
      expect((await requestWithToken(t, 'GET', '/auth/me', other)).status).toBe(401);
      expect((await logIn(t, user.email)).status).toBe(401);
      expect((await logIn(t, user.email, 'Changed!123')).status).toBe(200);
      const history = await t.deps.db
        .select()
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, user.id));
      expect(history).toHaveLength(1);
    });

    it('refuses a wrong current password and any previous password', async () => {
      const user = await createVerifiedUser(t);
      const wrongOld = await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, {
        old_password: 'Nope!1234',
        new_password: 'Changed!123',
      });
      expect(((await wrongOld.json()) as ErrorBody).errors).toEqual([
        { field: 'old_password', message: AUTH_MESSAGES.oldPasswordWrong },
      ]);
      const same = await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, {
        old_password: TEST_PASSWORD,
        new_password: TEST_PASSWORD,
      });
      expect(((await same.json()) as ErrorBody).errors).toEqual([
        { field: 'new_password', message: M.newPasswordReused },
      ]);

      await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, {
        old_password: TEST_PASSWORD,
        new_password: 'Second!123',
      });
      await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, {
        old_password: TEST_PASSWORD,
        new_password: 'Second!123',
        code: await latestCode(t, user.email),
      });
      const back = await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, {
        old_password: 'Second!123',
        new_password: TEST_PASSWORD,
      });
      expect(back.status).toBe(400);
      expect(((await back.json()) as ErrorBody).message).toBe(M.newPasswordReused);
    });

    it('does not let a code confirm another password than the one it was mailed for', async () => {
      const user = await createVerifiedUser(t);
      await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, {
        old_password: TEST_PASSWORD,
        new_password: 'Changed!123',
      });
      const swapped = await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, {
        old_password: TEST_PASSWORD,
        new_password: 'Other!1234',
        code: await latestCode(t, user.email),
      });
      expect(swapped.status).toBe(400);
      expect(((await swapped.json()) as ErrorBody).errors).toEqual([
        { field: 'code', message: AUTH_MESSAGES.codeInvalid },
      ]);
      expect((await logIn(t, user.email)).status).toBe(200);
    });

    it('counts wrong current passwords of both steps per user and answers 429 past the login limit', async () => {
      const user = await createVerifiedUser(t);
      const bystander = await createVerifiedUser(t);
      const wrong = { old_password: 'Guess!1234', new_password: 'Changed!123' };
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response =
          attempt % 2 === 0
            ? await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, wrong)
            : await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, { ...wrong, code: '123456' });
        expect(response.status).toBe(400);
      }
      const right = { old_password: TEST_PASSWORD, new_password: 'Changed!123' };
      for (const response of [
        await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, right),
        await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, { ...right, code: '123456' }),
      ]) {
        expect(response.status).toBe(429);
        expect(((await response.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.tooManyPasswordFailures);
      }
      const changeCodes = await t.deps.db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'PASSWORD_CHANGE')));
      expect(changeCodes).toEqual([]);
      // Another user's password change is not affected.
      expect((await requestWithToken(t, 'POST', PASSWORD_CHANGE, bystander.token, right)).status).toBe(200);
    });

    it('kills a password-change code after 5 wrong attempts, so even the right code then fails', async () => {
      const user = await createVerifiedUser(t);
      const change = { old_password: TEST_PASSWORD, new_password: 'Changed!123' };
      await requestWithToken(t, 'POST', PASSWORD_CHANGE, user.token, change);
      const code = await latestCode(t, user.email);
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, {
          ...change,
          code: code === '000000' ? '111111' : '000000',
        });
        expect(response.status).toBe(400);
        messages.push(((await response.json()) as ErrorBody).errors[0]?.message ?? '');
      }
      expect(messages).toEqual([
        ...Array(4).fill(AUTH_MESSAGES.codeInvalid),
        AUTH_MESSAGES.codeAttemptsExhausted,
      ]);
      const right = await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, { ...change, code });
      expect(right.status).toBe(400);
      expect(((await right.json()) as ErrorBody).message).toBe(AUTH_MESSAGES.codeAttemptsExhausted);
      expect((await logIn(t, user.email)).status).toBe(200);
    });

    it('validates the bodies with the domain messages', async () => {
      const user = await createVerifiedUser(t);
      const response = await requestWithToken(t, 'PUT', PASSWORD_CHANGE, user.token, {
        old_password: '',
        new_password: 'weak',
        code: '',
      });
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'old_password', message: M.oldPasswordRequired },
        { field: 'new_password', message: M.passwordRule },
        { field: 'code', message: M.verificationCodeRequired },
      ]);
    });
  });
});
