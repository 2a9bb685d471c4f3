import { createRoute } from '@hono/zod-openapi';
import { passwordChangeRequestSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../http/client-ip.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import {
  passwordChangeInstructionsRequestSchema,
  sentSchema,
  successSchema,
} from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody, security } from '../../http/route-docs.ts';
import { confirmPasswordChange, startPasswordChange } from './change-password.ts';

const PASSWORD_CHANGE_PATH = '/auth/me/send-change-password-instructions';

const startPasswordChangeRoute = createRoute({
  method: 'post',
  path: PASSWORD_CHANGE_PATH,
  tags: ['Account'],
  summary: 'Check the current and new password and mail a code confirming the change',
  security,
  request: { body: jsonBody(passwordChangeInstructionsRequestSchema) },
  responses: {
    200: dataAnswer('Code mailed', sentSchema),
    400: refusal('Wrong current password or a previous password'),
    401: errorResponses[401],
    429: refusal(
      'Too many wrong current passwords (10 in 15 minutes) or codes requested (5 an hour and 10 a day from one IP); Retry-After tells when to try again',
    ),
  },
});

const confirmPasswordChangeRoute = createRoute({
  method: 'put',
  path: PASSWORD_CHANGE_PATH,
  tags: ['Account'],
  summary: 'Confirm the password change with the mailed code; other sessions end',
  security,
  request: { body: jsonBody(passwordChangeRequestSchema) },
  responses: {
    200: dataAnswer('Password changed', successSchema),
    400: refusal('Wrong current password, invalid code or too many attempts'),
    401: errorResponses[401],
    429: refusal('Too many wrong current passwords (10 in 15 minutes, as failed logins)'),
  },
});

/** The logged-in password change: both steps check the current password (change-password.ts). */
export function registerPasswordChangeRoutes(app: Router, deps: AppDeps) {
  const auth = requireAuth(deps);

  app.openapi({ ...startPasswordChangeRoute, middleware: auth }, async (c) => {
    await startPasswordChange(deps, c.var.auth, c.req.valid('json'), callerOf(c, deps));
    return c.json({ data: { sent: true as const } }, 200);
  });

  app.openapi({ ...confirmPasswordChangeRoute, middleware: auth }, async (c) => {
    await confirmPasswordChange(deps, c.var.auth, c.req.valid('json'));
    return c.json({ data: { success: true as const } }, 200);
  });
}
