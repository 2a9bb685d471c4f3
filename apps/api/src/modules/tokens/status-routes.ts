import { createRoute } from '@hono/zod-openapi';
import { membershipStatusChangeSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { tokenDoc } from '../../http/doc-schemas.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody } from '../../http/route-docs.ts';
import { changeMembershipStatus } from './membership-status.ts';
import { getToken } from './service.ts';

/** PUT /tokens/{id}/status: a business pauses or resumes its membership's sales. */
export function registerMembershipStatusRoute(app: Router, deps: AppDeps) {
  const changeStatus = createRoute({
    method: 'put',
    path: '/tokens/{id}/status',
    tags: ['Memberships'],
    summary: 'Pause (ARCHIVED) or resume (ACTIVE) the sales of a membership of the signed-in business',
    description:
      'A paused membership leaves the marketplace, search and the business page, and takes no purchase, renewal or resale listing; its holders keep their keys until they expire and are mailed. Checkouts held before the pause are honoured.',
    middleware: [requireAuth(deps, { role: 'BUSINESS' })] as const,
    request: {
      params: idParams,
      body: jsonBody(membershipStatusChangeSchema),
    },
    responses: {
      200: dataAnswer('The parent token with its new status', tokenDoc),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: refusal('The membership is not in a status this change starts from'),
    },
  });

  app.openapi(changeStatus, async (c) => {
    const { id } = c.req.valid('param');
    await changeMembershipStatus(deps, c.var.auth, id, c.req.valid('json'));
    return c.json({ data: await getToken(deps, id, c.var.auth) }, 200);
  });
}
