import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { requestCode, tooManyCodeRequests } from './code-delivery.ts';
import { findUserByEmail } from './user-lookups.ts';

/** POST /auth/resend-verification-code: the same answer for unknown or already verified addresses. */
export async function resendVerificationCode(deps: AppDeps, email: string, caller: Caller) {
  const user = await findUserByEmail(deps.db, email);
  const waiting = user && user.status === 'PENDING' && !user.isEmailVerified ? user : null;
  const outcome = await requestCode(deps, {
    email,
    user: waiting,
    purpose: 'EMAIL_VERIFICATION',
    clientIp: caller.clientIp,
    perIp: true,
  });
  if (!outcome.sent) throw tooManyCodeRequests(outcome.retryAfterMs);
}
