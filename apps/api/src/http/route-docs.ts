import { createRoute, type z } from '@hono/zod-openapi';
import { dataEnvelope, pagedEnvelope } from '@keyclub/domain';
import { errorResponses } from './error-responses.ts';

// The pieces every route's OpenAPI description repeats (`createRoute`'s request and responses).

/** `schema` as JSON content: a request body's or an answer's. */
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** A required JSON body of `schema` (validated before the handler runs). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, ...json(schema) });

/** A `{ data }` answer. */
export const dataAnswer = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  ...json(dataEnvelope(schema)),
});

/** A `{ data, meta: { page, limit, total } }` answer: one page of `item`s. */
export const pageAnswer = <T extends z.ZodType>(item: T, description = 'One page') => ({
  description,
  ...json(pagedEnvelope(item)),
});

/** The route needs the access token (`Authorization: Bearer`). */
export const security = [{ accessToken: [] }];

/** What a route behind `requireAuth` with a role refuses: no valid token, another role. */
export const guarded = { 401: errorResponses[401], 403: errorResponses[403] };

/**
 * GET `path` behind the access token: one page of `item`s, paged by `query`; a bad query is a 400.
 * The caller's role is the handler's `requireAuth` middleware.
 */
export const pagedListRoute = <P extends string, Q extends z.ZodObject, I extends z.ZodType>(route: {
  path: P;
  tags: string[];
  summary: string;
  query: Q;
  item: I;
}) =>
  createRoute({
    method: 'get',
    path: route.path,
    tags: route.tags,
    summary: route.summary,
    security,
    request: { query: route.query },
    responses: { 200: pageAnswer(route.item), 400: errorResponses[400], ...guarded },
  });
