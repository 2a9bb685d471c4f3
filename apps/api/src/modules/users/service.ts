import type { PasswordChangeRequest, User } from '@keyclub/domain';
import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { requestCode, tooManyCodeRequests } from '../auth/code-delivery.ts';
import { useCode } from '../auth/codes.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { isPasswordReused, replacePassword } from '../auth/password-history.ts';
import type { updateMeRequestSchema } from '../auth/request-schemas.ts';
import type { AuthContext } from '../auth/require-auth.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { clearThrottleEvents, isThrottled, recordThrottleEvent } from '../auth/throttle.ts';
import { takenError, takenFields, uniqueViolationField } from './lookups.ts';
import { toUserJson, type UserRow } from './user-json.ts';

async function loadRow(deps: AppDeps, userId: number): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
  return row;
}

const fieldError = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);

/** PUT /auth/me: profile fields and the role's notification flags; phone uniqueness when it changed. */
export async function updateMe(
  deps: AppDeps,
  auth: AuthContext,
  changes: z.output<typeof updateMeRequestSchema>,
): Promise<User> {
  const current = await loadRow(deps, auth.userId);
  if (changes.phone_number && changes.phone_number !== current.phoneNumber) {
    const conflicts = await takenFields(deps.db, { phone_number: changes.phone_number }, auth.userId);
    if (conflicts.length > 0) throw new HttpError(409, M.phoneTaken, conflicts);
  }
  const flags =
    auth.role === 'BUSINESS'
      ? { isSoldTokenEmailNotify: changes.is_sold_token_email_notify }
      : {
          isPurchasedTokenEmailNotify: changes.is_purchased_token_email_notify,
          isRedeemedTokenEmailNotify: changes.is_redeemed_token_email_notify,
        };
  const set = Object.fromEntries(
    Object.entries({
      firstName: changes.first_name,
      lastName: changes.last_name,
      address1: changes.address1,
      address2: changes.address2,
      city: changes.city,
      state: changes.state,
      zip: changes.zip,
      phoneNumber: changes.phone_number,
      ...flags,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length === 0) return toUserJson(deps, current);
  try {
    const [updated] = await deps.db.update(users).set(set).where(eq(users.id, auth.userId)).returning();
    if (!updated) throw new Error('Updating the user returned nothing');
    return toUserJson(deps, updated);
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field) throw takenError(field);
    throw error;
  }
}

/**
 * Both steps of a password change check the current password; wrong ones count per user like
 * failed logins, and past the same limit the check is refused before any comparison.
 */
async function checkPasswordChange(deps: AppDeps, user: UserRow, oldPassword: string, newPassword: string) {
  const subject = `user:${user.id}`;
  if (await isThrottled(deps.db, 'PASSWORD_CHECK_FAILURE', subject))
    throw new HttpError(429, AUTH_MESSAGES.tooManyPasswordFailures);
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    await recordThrottleEvent(deps.db, 'PASSWORD_CHECK_FAILURE', subject);
    throw fieldError('old_password', AUTH_MESSAGES.oldPasswordWrong);
  }
  await clearThrottleEvents(deps.db, 'PASSWORD_CHECK_FAILURE', subject);
  if (await isPasswordReused(deps.db, user, newPassword))
    throw fieldError('new_password', M.newPasswordReused);
}

/**
 * POST /auth/me/send-change-password-instructions: checks both passwords and mails a code bound to
 * this new password (its hash rides in the code's payload).
 */
export async function startPasswordChange(
  deps: AppDeps,
  auth: AuthContext,
  request: { old_password: string; new_password: string },
) {
  const user = await loadRow(deps, auth.userId);
  await checkPasswordChange(deps, user, request.old_password, request.new_password);
  const outcome = await requestCode(deps, {
    email: user.email,
    user,
    purpose: 'PASSWORD_CHANGE',
    payload: { password_hash: await hashPassword(request.new_password) },
  });
  if (outcome === 'throttled') throw tooManyCodeRequests();
}

/** PUT /auth/me/send-change-password-instructions: the code confirms; other sessions end. */
export async function confirmPasswordChange(
  deps: AppDeps,
  auth: AuthContext,
  request: PasswordChangeRequest,
) {
  const user = await loadRow(deps, auth.userId);
  await checkPasswordChange(deps, user, request.old_password, request.new_password);
  const payload = (await useCode(
    deps.db,
    { userId: user.id, purpose: 'PASSWORD_CHANGE', code: request.code },
    async (stored) => {
      const hash = (stored as { password_hash?: unknown } | null)?.password_hash;
      // The code confirms the password it was mailed for, not another one.
      if (typeof hash !== 'string' || !(await verifyPassword(request.new_password, hash)))
        throw fieldError('code', AUTH_MESSAGES.codeInvalid);
    },
  )) as { password_hash: string };
  await replacePassword(deps.db, user, payload.password_hash);
  await revokeUserSessions(deps.db, user.id, auth.sessionId);
}

/** DELETE /auth/me/archive: the account is deactivated and every session ends. */
export async function archiveMe(deps: AppDeps, auth: AuthContext) {
  await deps.db
    .update(users)
    .set({ status: 'ARCHIVED', archivedAt: new Date() })
    .where(eq(users.id, auth.userId));
  await revokeUserSessions(deps.db, auth.userId);
}
