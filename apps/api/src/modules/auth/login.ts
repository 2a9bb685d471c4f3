import type { LoginRequest, User } from '@keyclub/domain';
import { signsInThrough } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { isKnownIp } from '../../http/sessions.ts';
import { toUserJson } from '../../read-models/user.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import { clearThrottleEvents, refundEvents } from '../../throttle/throttle.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { requestCode } from './code-delivery.ts';
import { LIMITS, loginAllowances } from './limits.ts';
import { openSession, type Session } from './open-session.ts';
import { hashPassword, type Urgency, verifyPassword } from './password.ts';
import { findUserByEmail } from './user-lookups.ts';

const wrongCredentials = () => new HttpError(401, AUTH_MESSAGES.wrongCredentials);

/**
 * Compared against when the email is unknown, so both answers take the time of one scrypt at the
 * cost new hashes get (one decoy per cost: test apps of one process may differ).
 */
const decoyHashes = new Map<number, Promise<string>>();
const decoy = (cost: number) => {
  const hash = decoyHashes.get(cost) ?? hashPassword('decoy password', cost);
  decoyHashes.set(cost, hash);
  return hash;
};

/**
 * Runs the password check of an attempt already counted: a check that never ran (the scrypt gate
 * was full) gives its events back, so only evaluated attempts count.
 */
async function checkCounted(
  deps: AppDeps,
  eventIds: number[],
  check: () => Promise<boolean>,
): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    await refundEvents(deps.db, eventIds);
    throw error;
  }
}

/**
 * POST /auth/login within the app's role. A PENDING account with an unverified email gets no
 * session but a fresh verification code (when its hourly allowance is not used up).
 *
 * The attempt is counted before the password is compared (limits.ts): per address and IP with a
 * growing delay, per address for IPs the account never logged in from, per IP. A stranger's
 * failures therefore never refuse the owner's right password from an IP the owner used before,
 * and the owner's logins there skip the queue of the scrypt gate. A successful login gives its
 * events back and clears the delay of its address and IP.
 */
export async function login(
  deps: AppDeps,
  request: LoginRequest,
  caller: Caller,
): Promise<{ user: User; session: Session | null }> {
  const user = await findUserByEmail(deps.db, request.email);
  const knownIp = user ? await isKnownIp(deps.db, user.id, caller.clientIp) : false;
  const allowances = loginAllowances(request.email, caller.clientIp, knownIp);
  const eventIds = await takeOrRefuse(deps.db, allowances, (refused, retryAfterMs) =>
    refused.rules === LIMITS.loginPair
      ? AUTH_MESSAGES.loginRetryIn(retryAfterMs)
      : AUTH_MESSAGES.tooManyLoginFailures,
  );

  const urgency: Urgency = { urgent: knownIp };
  const passwordMatches = await checkCounted(deps, eventIds, async () =>
    verifyPassword(
      request.password,
      user?.passwordHash ?? (await decoy(deps.env.passwordScryptCost)),
      urgency,
    ),
  );
  // Operators sign in through the business build (issue 35): its role_name is BUSINESS.
  if (!user || !passwordMatches || !signsInThrough(request.role_name, user.roleName))
    throw wrongCredentials();
  await refundEvents(deps.db, eventIds);
  const [pair] = allowances;
  if (pair) await clearThrottleEvents(deps.db, pair.kind, pair.subject);
  if (user.status === 'ARCHIVED') throw new HttpError(401, AUTH_MESSAGES.accountDeactivated);

  if (user.status === 'PENDING' && !user.isEmailVerified) {
    await requestCode(deps, {
      email: user.email,
      user,
      purpose: 'EMAIL_VERIFICATION',
      clientIp: caller.clientIp,
    });
    return { user: await toUserJson(deps, user), session: null };
  }
  const session = await openSession(deps, user.id, caller);
  return { user: await toUserJson(deps, user), session };
}
