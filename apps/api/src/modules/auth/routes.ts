import { createRoute } from '@hono/zod-openapi';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  VALIDATION_MESSAGES as M,
  normalizeUsPhone,
  resetPasswordRequestSchema,
  signupRequestSchema,
  userSchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import { callerOf } from '../../http/client-ip.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { HttpError } from '../../http/errors.ts';
import { readJsonOrForm, uploadBodyLimit } from '../../http/multipart-body.ts';
import type { Router } from '../../http/open-api-app.ts';
import {
  availabilitySchema,
  checkAvailabilityRequestSchema,
  resendVerificationRequestSchema,
  sentSchema,
  successSchema,
  verifyRequestSchema,
} from '../../http/request-schemas.ts';
import { optionalAuth, requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody, security } from '../../http/route-docs.ts';
import { revokeSession } from '../../http/sessions.ts';
import { retryAfterHeader, takeOrRefuse } from '../../throttle/retry-later.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { forgotPassword } from './forgot-password.ts';
import { availabilityAllowances } from './limits.ts';
import { login } from './login.ts';
import { registerPasswordChangeRoutes } from './password-change-routes.ts';
import { resendVerificationCode } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { signup } from './signup.ts';
import { parseSignup, signupBodyFromForm } from './signup-body.ts';
import { businessSignupFormDoc } from './signup-doc.ts';
import { isAvailable } from './user-lookups.ts';
import { verifyEmail } from './verify-email.ts';

const BLANK_VALUE_MESSAGES = {
  email: M.emailRequired,
  username: M.usernameRequired,
  phone_number: M.phoneInvalid,
} as const;

/** The answers every limited route may give besides its own; 429 and 503 carry Retry-After. */
const limitedResponses = (tooMany: string) => ({
  429: refusal(`${tooMany}; Retry-After tells when to try again`),
});
const busyResponse = {
  503: refusal('Too many passwords being checked; Retry-After: 1'),
};

const userAnswer = (description: string) => dataAnswer(description, userSchema);
const tokenHeader = {
  [ACCESS_TOKEN_HEADER]: {
    description: 'The new session’s access token; send it back in the same request header',
    schema: { type: 'string' as const },
  },
};

const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['Auth'],
  summary: 'Log in within the app’s role',
  description:
    'The access token arrives in the x-access-token header, except for a PENDING account with an unverified email: it gets no token and a fresh verification code by mail.',
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: {
      ...userAnswer('The user (and a session token header unless verification is pending)'),
      headers: tokenHeader,
    },
    400: errorResponses[400],
    401: refusal('Wrong email, password or role; or a deactivated account'),
    ...limitedResponses(
      'Failed logins: a growing wait per email and IP after 3, 10 per email in 15 minutes from IPs new to the account, 50 per IP',
    ),
    ...busyResponse,
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/auth/verify',
  tags: ['Auth'],
  summary: 'Verify the email with the mailed code; activates the account and logs it in',
  request: { body: jsonBody(verifyRequestSchema) },
  responses: {
    200: { ...userAnswer('The now ACTIVE user; the session token is in the header'), headers: tokenHeader },
    400: refusal(
      'Invalid or expired code, or too many attempts; also for unknown, already verified and deactivated accounts',
    ),
    409: refusal('The username or phone number was claimed by an account verified first: sign up again'),
    ...limitedResponses('More than 20 wrong codes from this IP in an hour'),
  },
});

/** Answers of the calls that mail a code: the same whether or not the account exists. */
const codeMailedResponses = {
  200: dataAnswer('Requested', sentSchema),
  400: errorResponses[400],
  ...limitedResponses(
    'Too many codes: per email from one IP 5 an hour and 10 a day, per email 10 an hour and 20 a day, per IP 20 an hour',
  ),
};

const resendRoute = createRoute({
  method: 'post',
  path: '/auth/resend-verification-code',
  tags: ['Auth'],
  summary: 'Mail a new verification code (the same answer whether or not a pending account exists)',
  request: { body: jsonBody(resendVerificationRequestSchema) },
  responses: codeMailedResponses,
});

const availabilityRoute = createRoute({
  method: 'post',
  path: '/auth/check-availability',
  tags: ['Auth'],
  summary: 'Whether an email, username or phone number is still free (the caller’s own counts as free)',
  request: { body: jsonBody(checkAvailabilityRequestSchema) },
  responses: {
    200: dataAnswer('success is true when the value is available', availabilitySchema),
    400: errorResponses[400],
    ...limitedResponses('More than 100 checks from this IP in 15 minutes'),
  },
});

const forgotRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags: ['Auth'],
  summary: 'Mail a password reset code to an account of the role (the same answer for unknown emails)',
  request: { body: jsonBody(forgotPasswordRequestSchema) },
  responses: codeMailedResponses,
});

const resetRoute = createRoute({
  method: 'put',
  path: '/auth/forgot-password',
  tags: ['Auth'],
  summary: 'Set a new password with the mailed reset code; ends every session',
  request: { body: jsonBody(resetPasswordRequestSchema) },
  responses: {
    200: dataAnswer('Password replaced', successSchema),
    400: refusal('Invalid code, too many attempts, or a previous password'),
    409: refusal('A pending account whose username or phone number an account verified first claimed'),
    ...limitedResponses('More than 20 wrong codes from this IP in an hour'),
  },
});

const signoutRoute = createRoute({
  method: 'delete',
  path: '/auth/signout',
  tags: ['Auth'],
  summary: 'End the current session',
  security,
  responses: {
    200: dataAnswer('Signed out', successSchema),
    401: errorResponses[401],
  },
});

const signupDoc = {
  method: 'post' as const,
  path: '/auth/signup',
  tags: ['Auth'],
  summary: 'Create a PENDING account and mail its verification code',
  description:
    'Consumers send JSON. Businesses send multipart/form-data: the same fields, the business profile as business[name], business[description], … (business.name and business_name work too), and the files logo and cover (PNG, GIF or JPEG by content, at most 10 MB each).',
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: signupRequestSchema },
        'multipart/form-data': { schema: businessSignupFormDoc },
      },
    },
  },
  responses: {
    201: userAnswer('The new PENDING user'),
    400: errorResponses[400],
    409: refusal('Email, username or phone number already in use'),
    413: refusal('Body over 21 MB'),
    ...limitedResponses('More than 50 signups from this IP in an hour'),
    ...busyResponse,
  },
};

export function registerAuthRoutes(app: Router, deps: AppDeps) {
  app.use('/auth/*', retryAfterHeader);

  app.post(signupDoc.path, uploadBodyLimit(2), async (c) => {
    const read = await readJsonOrForm(c);
    const { body, files } = 'json' in read ? { body: read.json, files: {} } : signupBodyFromForm(read.form);
    const input = await parseSignup(body, files);
    return c.json({ data: await signup(deps, input, callerOf(c, deps)) }, 201);
  });
  app.openAPIRegistry.registerPath(signupDoc);

  app.openapi(loginRoute, async (c) => {
    const { user, session } = await login(deps, c.req.valid('json'), callerOf(c, deps));
    if (session) c.header(ACCESS_TOKEN_HEADER, session.token);
    return c.json({ data: user }, 200);
  });

  app.openapi(verifyRoute, async (c) => {
    const { value, code } = c.req.valid('json');
    const { user, session } = await verifyEmail(deps, { email: value, code }, callerOf(c, deps));
    c.header(ACCESS_TOKEN_HEADER, session.token);
    return c.json({ data: user }, 200);
  });

  app.openapi(resendRoute, async (c) => {
    await resendVerificationCode(deps, c.req.valid('json').email, callerOf(c, deps));
    return c.json({ data: { sent: true as const } }, 200);
  });

  app.openapi({ ...availabilityRoute, middleware: optionalAuth(deps) }, async (c) => {
    const { field, value } = c.req.valid('json');
    await takeOrRefuse(
      deps.db,
      availabilityAllowances(callerOf(c, deps).clientIp),
      () => AUTH_MESSAGES.tooManyAvailabilityChecks,
    );
    const normalized = field === 'phone_number' ? normalizeUsPhone(value) : value.trim();
    if (!normalized) {
      const message = BLANK_VALUE_MESSAGES[field];
      throw new HttpError(400, message, [{ field: 'value', message }]);
    }
    const available = await isAvailable(deps.db, field, normalized, c.var.auth?.userId);
    return c.json({ data: { success: available } }, 200);
  });

  app.openapi(forgotRoute, async (c) => {
    await forgotPassword(deps, c.req.valid('json'), callerOf(c, deps));
    return c.json({ data: { sent: true as const } }, 200);
  });

  app.openapi(resetRoute, async (c) => {
    await resetPassword(deps, c.req.valid('json'), callerOf(c, deps));
    return c.json({ data: { success: true as const } }, 200);
  });

  app.openapi({ ...signoutRoute, middleware: requireAuth(deps) }, async (c) => {
    await revokeSession(deps.db, c.var.auth.sessionId);
    return c.json({ data: { success: true as const } }, 200);
  });

  registerPasswordChangeRoutes(app, deps);
}
