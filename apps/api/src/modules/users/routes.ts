import { createRoute } from '@hono/zod-openapi';
import { userSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { successSchema, updateMeRequestSchema } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody, security } from '../../http/route-docs.ts';
import { loadUserJson } from '../../read-models/user.ts';
import { archiveMe, updateMe } from './service.ts';

const userAnswer = dataAnswer('The logged-in user (business users with their business)', userSchema);

const getMe = createRoute({
  method: 'get',
  path: '/auth/me',
  tags: ['Account'],
  summary: 'The logged-in user',
  security,
  responses: { 200: userAnswer, 401: errorResponses[401] },
});

const putMe = createRoute({
  method: 'put',
  path: '/auth/me',
  tags: ['Account'],
  summary: 'Update profile fields and/or the role’s notification flags (username and email are ignored)',
  security,
  request: { body: jsonBody(updateMeRequestSchema) },
  responses: {
    200: userAnswer,
    400: errorResponses[400],
    401: errorResponses[401],
    409: refusal('The phone number belongs to another account'),
  },
});

const archiveRoute = createRoute({
  method: 'delete',
  path: '/auth/me/archive',
  tags: ['Account'],
  summary: 'Deactivate the account; every session ends and later logins are refused',
  security,
  responses: {
    200: dataAnswer('Deactivated', successSchema),
    401: errorResponses[401],
  },
});

export function registerUserRoutes(app: Router, deps: AppDeps) {
  const auth = requireAuth(deps);

  app.openapi({ ...getMe, middleware: auth }, async (c) =>
    c.json({ data: await loadUserJson(deps, c.var.auth.userId) }, 200),
  );

  app.openapi({ ...putMe, middleware: auth }, async (c) =>
    c.json({ data: await updateMe(deps, c.var.auth, c.req.valid('json')) }, 200),
  );

  app.openapi({ ...archiveRoute, middleware: auth }, async (c) => {
    await archiveMe(deps, c.var.auth);
    return c.json({ data: { success: true as const } }, 200);
  });
}
