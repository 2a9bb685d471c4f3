import type { ResetPasswordRequest } from '@keyclub/domain';
import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { revokeUserSessions } from '../../http/sessions.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { checkCode } from './code-attempts.ts';
import { codeError, useCode } from './codes.ts';
import { hashPassword } from './password.ts';
import { isPasswordReused, replacePassword } from './password-history.ts';
import { activateOrRefuse, findUserByEmail } from './user-lookups.ts';

/**
 * PUT /auth/forgot-password: the code sets a new password (never an earlier one) and ends every
 * session. It also proves the mailbox, so a still unverified account becomes verified.
 */
export async function resetPassword(deps: AppDeps, request: ResetPasswordRequest, caller: Caller) {
  const purpose = 'PASSWORD_RESET';
  const user = await checkCode(deps.db, caller.clientIp, { purpose, email: request.email }, async () => {
    const holder = await findUserByEmail(deps.db, request.email);
    if (!holder || holder.status === 'ARCHIVED') throw codeError(AUTH_MESSAGES.codeInvalid);
    await useCode(deps, { userId: holder.id, purpose, code: request.code }, async () => {
      // The right code is the limit here: only its holder gets the few history comparisons.
      if (await isPasswordReused(deps.db, holder, request.password))
        throw new HttpError(400, M.newPasswordReused, [{ field: 'password', message: M.newPasswordReused }]);
    });
    return holder;
  });
  const passwordHash = await hashPassword(request.password, deps.env.passwordScryptCost);
  await activateOrRefuse(() =>
    replacePassword(deps.db, user, passwordHash, {
      status: user.status === 'PENDING' ? 'ACTIVE' : user.status,
      isEmailVerified: true,
    }),
  );
  await revokeUserSessions(deps.db, user.id);
}
