import { createRoute, z } from '@hono/zod-openapi';
import {
  dataEnvelope,
  MEMBERS_CSV_HEADER,
  type Member,
  memberSchema,
  membersQuerySchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { csvHeaders, csvStream } from '../../http/csv.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { json } from '../../http/route-docs.ts';
import { allMembers, membersPage } from './members-view.ts';

const membersPageSchema = dataEnvelope(z.array(memberSchema.meta({ id: 'Member' }))).extend({
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number() }),
});

const refusals = { 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  method: 'get',
  path: '/members',
  tags: ['Members'],
  summary: 'The holders of the signed-in business’s memberships, newest copies first, a page at a time',
  description:
    'One row per copy a live account holds: the copy, its key’s expiry and state, the last activation, the holder’s name, and their email only when they share it (is_email_shared_with_businesses). `search` matches the name, a shared email or the title.',
  request: { query: membersQuerySchema },
  responses: {
    200: { description: 'A page of members', ...json(membersPageSchema) },
    ...refusals,
  },
});

const csvRoute = createRoute({
  method: 'get',
  path: '/members.csv',
  tags: ['Members'],
  summary: 'Every member matching `search` as CSV, in the order of GET /members',
  request: { query: membersQuerySchema.pick({ search: true }) },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...refusals,
  },
});

const csvCells = (member: Member) => [
  member.title,
  String(member.serial ?? ''),
  member.name,
  member.email ?? '',
  member.state,
  member.expires_at ?? '',
  member.last_activated_at ?? '',
  member.joined_at,
];

export function registerMemberRoutes(app: Router, deps: AppDeps) {
  const business = requireAuth(deps, { role: 'BUSINESS' });

  // No business profile yet: no members (business id 0 matches no row).
  app.openapi({ ...listRoute, middleware: business }, async (c) => {
    const query = c.req.valid('query');
    const { data, total } = await membersPage(deps, c.var.auth.businessId ?? 0, query);
    return c.json({ data, meta: { page: query.page, limit: query.limit, total } }, 200);
  });

  app.openapi({ ...csvRoute, middleware: business }, async (c) => {
    const members = allMembers(deps, c.var.auth.businessId ?? 0, c.req.valid('query').search);
    return c.body(csvStream(MEMBERS_CSV_HEADER, members, csvCells), 200, csvHeaders('keyclub-members.csv'));
  });
}
