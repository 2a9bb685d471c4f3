import type { PasswordChangeRequest } from '@keyclub/domain';
import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { revokeUserSessions } from '../../http/sessions.ts';
import type { UserRow } from '../../read-models/user.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import { clearThrottleEvents, refundEvents } from '../../throttle/throttle.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { requestCode, tooManyCodeRequests } from './code-delivery.ts';
import { useCode } from './codes.ts';
import { passwordCheckAllowances } from './limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isPasswordReused, replacePassword } from './password-history.ts';
import { loadSignedInUser } from './user-lookups.ts';

const fieldError = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);

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
  const user = await loadSignedInUser(deps.db, auth.userId);
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
  const user = await loadSignedInUser(deps.db, auth.userId);
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
