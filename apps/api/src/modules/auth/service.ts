import type {
  BusinessProfileForm,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  User,
} from '@keyclub/domain';
import { VALIDATION_MESSAGES as M, signsInThrough } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { createSession, isKnownIp, revokeUserSessions } from '../../http/sessions.ts';
import { toUserJson } from '../../read-models/user.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import { clearThrottleEvents, refundEvents } from '../../throttle/throttle.ts';
import { type BusinessImagesPut, createBusiness, putBusinessImages } from '../business-profile/service.ts';
import { deleteStoredObjects } from '../files/service.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { withCodeAttempt } from './code-attempts.ts';
import { requestCode, tooManyCodeRequests } from './code-delivery.ts';
import { useCode } from './codes.ts';
import { codeFailureAllowances, LIMITS, loginAllowances, signupAllowances } from './limits.ts';
import { hashPassword, type Urgency, verifyPassword } from './password.ts';
import { isPasswordReused, replacePassword } from './password-history.ts';
import type { SignupInput } from './signup-body.ts';
import {
  activateOrRefuse,
  findUserByEmail,
  takenError,
  takenFields,
  uniqueViolationField,
} from './user-lookups.ts';

type Session = { token: string; sessionId: number };

const wrongCredentials = () => new HttpError(401, AUTH_MESSAGES.wrongCredentials);
const codeInvalid = () =>
  new HttpError(400, AUTH_MESSAGES.codeInvalid, [{ field: 'code', message: AUTH_MESSAGES.codeInvalid }]);

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

const sessionFor = (deps: AppDeps, userId: number, caller: Caller) =>
  createSession(deps.db, {
    userId,
    ttlDays: deps.env.sessionTtlDays,
    userAgent: caller.userAgent,
    clientIp: caller.clientIp,
  });

/**
 * POST /auth/signup: a PENDING account (plus its business) and a mailed verification code. An
 * email held by a PENDING, unverified account is not taken: the new signup replaces that account
 * (its password, profile, business and codes), so whoever signed up with someone else's address
 * cannot have the owner later verify an account that carries their password.
 */
export async function signup(deps: AppDeps, { request, images }: SignupInput, caller: Caller): Promise<User> {
  await takeOrRefuse(deps.db, signupAllowances(caller.clientIp), () => AUTH_MESSAGES.tooManySignups);
  const holder = await findUserByEmail(deps.db, request.email);
  const replaced = holder && holder.status === 'PENDING' && !holder.isEmailVerified ? holder : null;
  const conflicts = await takenFields(
    deps.db,
    { email: request.email, username: request.username, phone_number: request.phone_number },
    replaced?.id,
  );
  if (conflicts.length > 0) throw new HttpError(409, conflicts[0]?.message ?? M.emailTaken, conflicts);

  const passwordHash = await hashPassword(request.password, deps.env.passwordScryptCost);
  const common = {
    email: request.email,
    username: request.username,
    passwordHash,
    firstName: request.first_name,
    lastName: request.last_name,
    phoneNumber: request.phone_number,
    address1: request.address1,
    address2: request.address2,
    city: request.city,
    state: request.state,
    zip: request.zip,
    roleName: request.role_name,
    termsAcceptedAt: new Date(),
  };
  let business: { profile: BusinessProfileForm; images: BusinessImagesPut } | undefined;
  if (request.role_name === 'BUSINESS') {
    const { logo, cover } = images;
    if (!logo || !cover) throw new Error('parseSignup lets no business through without images');
    // Only now, with every field valid, the account free and the images checked, files are written,
    // before the transaction that records them.
    business = { profile: request.business, images: await putBusinessImages(deps.storage, { logo, cover }) };
  }
  let created: typeof users.$inferSelect;
  try {
    created = await deps.db.transaction(async (tx) => {
      if (replaced) {
        // Only while still unverified: a verification in between makes the email taken.
        const [gone] = await tx
          .delete(users)
          .where(
            and(eq(users.id, replaced.id), eq(users.status, 'PENDING'), eq(users.isEmailVerified, false)),
          )
          .returning({ id: users.id });
        if (!gone) throw takenError('email');
      }
      const [row] = await tx
        .insert(users)
        .values(
          request.role_name === 'BUSINESS'
            ? { ...common, isSoldTokenEmailNotify: request.is_sold_token_email_notify }
            : {
                ...common,
                isPurchasedTokenEmailNotify: request.is_purchased_token_email_notify,
                isRedeemedTokenEmailNotify: request.is_redeemed_token_email_notify,
              },
        )
        .returning();
      if (!row) throw new Error('Inserting the user returned nothing');
      if (business) {
        await createBusiness({ db: tx, storage: deps.storage }, row.id, business.profile, business.images);
      }
      return row;
    });
  } catch (error) {
    if (business) await deleteStoredObjects(deps, [business.images.logo.keys, business.images.cover.keys]);
    const field = uniqueViolationField(error);
    if (field) throw takenError(field);
    throw error;
  }
  await requestCode(deps, {
    email: created.email,
    user: created,
    purpose: 'EMAIL_VERIFICATION',
    clientIp: caller.clientIp,
  });
  return toUserJson(deps, created);
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
  const session = await sessionFor(deps, user.id, caller);
  return { user: await toUserJson(deps, user), session };
}

/**
 * POST /auth/verify: the mailed code activates the account and logs it in. Unknown, already
 * verified and deactivated accounts get the same invalid-code answer as a wrong code, so the
 * answer never tells whether (or in which state) an account exists; a code still live for such an
 * account keeps counting attempts but is never accepted. Wrong codes are counted per address
 * (code-attempts.ts), so an unknown one also runs out after MAX_CODE_ATTEMPTS.
 */
export async function verifyEmail(
  deps: AppDeps,
  input: { email: string; code: string },
  caller: Caller,
): Promise<{ user: User; session: Session }> {
  const eventIds = await takeOrRefuse(
    deps.db,
    codeFailureAllowances(caller.clientIp),
    () => AUTH_MESSAGES.tooManyCodeFailures,
  );
  const purpose = 'EMAIL_VERIFICATION';
  const activated = await withCodeAttempt(deps.db, { purpose, email: input.email }, async () => {
    const user = await findUserByEmail(deps.db, input.email);
    if (!user) throw codeInvalid();
    const verifiable = user.status !== 'ARCHIVED' && !user.isEmailVerified;
    await useCode(deps, { userId: user.id, purpose, code: input.code }, async () => {
      if (!verifiable) throw codeInvalid();
    });
    // Keyed by id: a signup that replaced this account meanwhile leaves nothing to activate.
    const [row] = await activateOrRefuse(() =>
      deps.db
        .update(users)
        .set({ status: 'ACTIVE', isEmailVerified: true })
        .where(eq(users.id, user.id))
        .returning(),
    );
    if (!row) throw codeInvalid();
    return row;
  });
  await refundEvents(deps.db, eventIds);
  const session = await sessionFor(deps, activated.id, caller);
  return { user: await toUserJson(deps, activated), session };
}

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

/**
 * PUT /auth/forgot-password: the code sets a new password (never an earlier one) and ends every
 * session. It also proves the mailbox, so a still unverified account becomes verified.
 */
export async function resetPassword(deps: AppDeps, request: ResetPasswordRequest, caller: Caller) {
  const eventIds = await takeOrRefuse(
    deps.db,
    codeFailureAllowances(caller.clientIp),
    () => AUTH_MESSAGES.tooManyCodeFailures,
  );
  const purpose = 'PASSWORD_RESET';
  const user = await withCodeAttempt(deps.db, { purpose, email: request.email }, async () => {
    const holder = await findUserByEmail(deps.db, request.email);
    if (!holder || holder.status === 'ARCHIVED') throw codeInvalid();
    await useCode(deps, { userId: holder.id, purpose, code: request.code }, async () => {
      // The right code is the limit here: only its holder gets the few history comparisons.
      if (await isPasswordReused(deps.db, holder, request.password))
        throw new HttpError(400, M.newPasswordReused, [{ field: 'password', message: M.newPasswordReused }]);
    });
    return holder;
  });
  await refundEvents(deps.db, eventIds);
  const passwordHash = await hashPassword(request.password, deps.env.passwordScryptCost);
  await activateOrRefuse(() =>
    replacePassword(deps.db, user, passwordHash, {
      status: user.status === 'PENDING' ? 'ACTIVE' : user.status,
      isEmailVerified: true,
    }),
  );
  await revokeUserSessions(deps.db, user.id);
}
