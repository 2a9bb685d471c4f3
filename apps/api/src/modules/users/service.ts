import type { PasswordChangeRequest, User } from '@keyclub/domain';
import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import type { Caller } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import type { updateMeRequestSchema } from '../../http/request-schemas.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { revokeUserSessions } from '../../http/sessions.ts';
import { toUserJson, type UserRow } from '../../read-models/user.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import { clearThrottleEvents, refundEvents } from '../../throttle/throttle.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { requestCode, tooManyCodeRequests } from '../auth/code-delivery.ts';
import { useCode } from '../auth/codes.ts';
import { passwordCheckAllowances } from '../auth/limits.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { isPasswordReused, replacePassword } from '../auth/password-history.ts';
import { takenError, takenFields, uniqueViolationField } from '../auth/user-lookups.ts';

async function loadRow(deps: AppDeps, userId: number): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new HttpError(401, ACCESS_MESSAGES.loginRequired);
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
          isExpiryReminderEmailNotify: changes.is_expiry_reminder_email_notify,
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
 * Both steps of a password change check the current password. Each check is counted per user
 * before the comparison (10 in 15 minutes, limits.ts), so a stolen session is no password oracle
 * even with concurrent requests; a right password clears the count. Only then the few earlier
 * passwords are compared. A logged-in user's hashes skip the queue of the scrypt gate.
 */
async function checkPasswordChange(deps: AppDeps, user: UserRow, oldPassword: string, newPassword: string) {
  const [allowance] = passwordCheckAllowances(user.id);
  if (!allowance) throw new Error('No password check allowance');
  const eventIds = await takeOrRefuse(deps.db, [allowance], () => AUTH_MESSAGES.tooManyPasswordFailures);
  let matches: boolean;
  try {
    matches = await verifyPassword(oldPassword, user.passwordHash, { urgent: true });
  } catch (error) {
    await refundEvents(deps.db, eventIds);
    throw error;
  }
  if (!matches) throw fieldError('old_password', AUTH_MESSAGES.oldPasswordWrong);
  await clearThrottleEvents(deps.db, allowance.kind, allowance.subject);
  if (await isPasswordReused(deps.db, user, newPassword, { urgent: true }))
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
  caller: Caller,
) {
  const user = await loadRow(deps, auth.userId);
  await checkPasswordChange(deps, user, request.old_password, request.new_password);
  const outcome = await requestCode(deps, {
    email: user.email,
    user,
    purpose: 'PASSWORD_CHANGE',
    clientIp: caller.clientIp,
    payload: {
      password_hash: await hashPassword(request.new_password, deps.env.passwordScryptCost, { urgent: true }),
    },
  });
  if (!outcome.sent) throw tooManyCodeRequests(outcome.retryAfterMs);
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
    deps,
    { userId: user.id, purpose: 'PASSWORD_CHANGE', code: request.code },
    async (stored) => {
      const hash = (stored as { password_hash?: unknown } | null)?.password_hash;
      // The code confirms the password it was mailed for, not another one.
      if (typeof hash !== 'string' || !(await verifyPassword(request.new_password, hash, { urgent: true })))
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
