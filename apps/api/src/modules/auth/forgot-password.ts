import type { ForgotPasswordRequest } from '@keyclub/domain';
import { signsInThrough } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { requestCode, tooManyCodeRequests } from './code-delivery.ts';
import { findUserByEmail } from './user-lookups.ts';

/** POST /auth/forgot-password: mails a reset code to an account of the app's role, if there is one. */
export async function forgotPassword(deps: AppDeps, request: ForgotPasswordRequest, caller: Caller) {
  const user = await findUserByEmail(deps.db, request.email);
  const owner =
    user && signsInThrough(request.role_name, user.roleName) && user.status !== 'ARCHIVED' ? user : null;
  const outcome = await requestCode(deps, {
    email: request.email,
    user: owner,
    purpose: 'PASSWORD_RESET',
    clientIp: caller.clientIp,
    perIp: true,
  });
  if (!outcome.sent) throw tooManyCodeRequests(outcome.retryAfterMs);
}
