import { createRoute, z } from '@hono/zod-openapi';
import {
  chainWriteSchema,
  dataEnvelope,
  MAX_COVER_IMAGES,
  ownTokensQuerySchema,
  PAGE_SIZE_OPTIONS,
  tokenDetailMetaSchema,
} from '@keyclub/domain';
import type { Context } from 'hono';
import type { ChainWriteRow } from '../../chain-writes/chain-write-kind.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../../chain-writes/idempotency.ts';
import { chainWriteJson, settledOutcome, tokenIdOf } from '../../chain-writes/write-json.ts';
import type { AppDeps } from '../../deps.ts';
import { tokenDoc } from '../../http/doc-schemas.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import { readForm, uploadBodyLimit } from '../../http/multipart-body.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { optionalAuth, requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, json, pageAnswer } from '../../http/route-docs.ts';
import { loadVisibleToken } from '../../read-models/token.ts';
import { retryAfterHeader } from '../../throttle/retry-later.ts';
import { createMembership } from './create-membership.ts';
import { LOCK_CHANGES_PER_BUSINESS_PER_HOUR } from './lock-creation-limit.ts';
import {
  membershipCreateMultipartSchema,
  membershipEditMultipartSchema,
} from './membership-multipart-doc.ts';
import { readNewMembership, receiveMembership } from './membership-request.ts';
import { getToken, listOwnTokens } from './service.ts';
import { registerMembershipStatusRoute } from './status-routes.ts';
import { updateMembership } from './update-membership.ts';

export const OWN_TOKENS_MAX_LIMIT = 50;
/** The lists' default page size (the middle of the page-size options the apps offer). */
const DEFAULT_PAGE_SIZE = PAGE_SIZE_OPTIONS[1];

const tokenDetailDoc = z.object({
  data: tokenDoc,
  meta: tokenDetailMetaSchema.meta({
    id: 'TokenDetailMeta',
    description:
      'owned_token_id: the signed-in caller’s own copy of the same membership (parent_id = token.parent_id ?? token.id), the token itself when it is theirs; null for anyone else and for visitors.',
  }),
});

const ownTokensQuery = ownTokensQuerySchema({
  maxLimit: OWN_TOKENS_MAX_LIMIT,
  defaultLimit: DEFAULT_PAGE_SIZE,
});

/** Art image and three covers. */
const membershipBodyLimit = uploadBodyLimit(1 + MAX_COVER_IMAGES);

const chainRefused = refusal('The chain refused the lock transaction (reverted, no gas); nothing was saved');

const chainWriteDoc = chainWriteSchema.meta({
  id: 'ChainWrite',
  description:
    'A save waiting for the blockchain. Poll GET /chain-writes/{id}: DONE gives token_id, FAILED its message.',
});

const stillMining = {
  description:
    'Recorded and sent, not mined within the answer time (15 s): the save finishes when it is mined. Poll the Location (GET /chain-writes/{id}); the same Idempotency-Key answers the same write.',
  headers: { Location: { schema: { type: 'string' as const }, description: '/chain-writes/{id}' } },
  content: { 'application/json': { schema: dataEnvelope(chainWriteDoc) } },
};

/** What a save that writes the membership's lock answers besides its success and refusals. */
const lockWriteAnswers = {
  202: stillMining,
  500: errorResponses[500],
  502: chainRefused,
  503: errorResponses[503],
};

const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH).optional().meta({
    description:
      'Any unique text per new membership (e.g. a UUID). A retry with the same key and body answers the same membership and creates no second lock; the same key with another body is a 422.',
  }),
});

const multipartBody = (description: string, schema: typeof membershipEditMultipartSchema) => ({
  required: true,
  description,
  content: { 'multipart/form-data': { schema } },
});

export function registerTokenRoutes(app: Router, deps: AppDeps) {
  const business = requireAuth(deps, { role: 'BUSINESS' });
  const signedIn = requireAuth(deps);
  app.use('/tokens', retryAfterHeader);
  app.use('/tokens/:id', retryAfterHeader);

  const createToken = createRoute({
    method: 'post',
    path: '/tokens',
    tags: ['Memberships'],
    summary: 'Create a membership: its lock on chain, then the profile and parent token',
    middleware: [business, membershipBodyLimit] as const,
    request: {
      headers: idempotencyHeaders,
      body: multipartBody(
        'The membership form. art_image and 1 to 3 covers are required; perks, perk_descriptions and gate are JSON text arrays.',
        membershipCreateMultipartSchema,
      ),
    },
    responses: {
      201: dataAnswer('The new parent token (its lock is mined)', tokenDoc),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      422: refusal('The Idempotency-Key was used with another body'),
      429: refusal(
        'The business created too many memberships in the last hour; Retry-After tells when to try again',
      ),
      ...lockWriteAnswers,
    },
  });

  const updateToken = createRoute({
    method: 'put',
    path: '/tokens/{id}',
    tags: ['Memberships'],
    summary: 'Edit a membership of the signed-in business (price, renewal price and currency stay)',
    middleware: [business, membershipBodyLimit] as const,
    request: {
      params: idParams,
      body: multipartBody(
        'The membership form without price and renewal price. art_image only when replaced; cover_ids (JSON array) lists the stored covers to keep, in order (all when absent), covers adds new ones; 1 to 3 in total.',
        membershipEditMultipartSchema,
      ),
    },
    responses: {
      200: dataAnswer('The updated parent token (its lock synced)', tokenDoc),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: refusal('An earlier change is still being confirmed'),
      429: refusal(
        `The business changed the name, duration or copies of its memberships ${LOCK_CHANGES_PER_BUSINESS_PER_HOUR} times in the last hour; Retry-After tells when to try again`,
      ),
      ...lockWriteAnswers,
    },
  });

  const readToken = createRoute({
    method: 'get',
    path: '/tokens/{id}',
    tags: ['Memberships'],
    summary:
      'A membership with its profile, business, covers, perks and gates, and the caller’s own copy of it (public)',
    description:
      'Public when its profile is ACTIVE and its business account is ACTIVE; otherwise only the issuing business and the copy’s owner see it (404 for everyone else). A copy’s `owner` is null except for that owner and the issuing business. `meta.owned_token_id` is the signed-in caller’s copy of the same membership, or null.',
    middleware: [optionalAuth(deps)] as const,
    request: { params: idParams },
    responses: {
      200: { description: 'The token and the caller’s own copy of it', ...json(tokenDetailDoc) },
      400: errorResponses[400],
      404: errorResponses[404],
    },
  });

  const listTokens = createRoute({
    method: 'get',
    path: '/tokens',
    tags: ['Memberships'],
    summary:
      "The signed-in user's memberships, newest first: a business's own (parent tokens), a consumer's owned copies (parent_id set); `title` keeps those whose title contains it",
    middleware: [signedIn] as const,
    request: { query: ownTokensQuery },
    responses: {
      200: pageAnswer(tokenDoc, 'One page of memberships'),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
    },
  });

  /** A save still waiting for the chain answers 202 with where to poll. */
  const pending = (c: Context, write: ChainWriteRow) => {
    c.header('Location', `/chain-writes/${write.id}`);
    return c.json({ data: chainWriteJson(write) }, 202);
  };

  app.openapi(createToken, async (c) => {
    const clientKey = c.req.valid('header')[IDEMPOTENCY_KEY_HEADER];
    const write = await createMembership(
      deps,
      c.var.auth,
      readNewMembership(receiveMembership(await readForm(c))),
      clientKey,
    );
    if (settledOutcome(write) === 'PENDING') return pending(c, write);
    return c.json({ data: await getToken(deps, tokenIdOf(write) ?? 0, c.var.auth) }, 201);
  });

  app.openapi(updateToken, async (c) => {
    const { id } = c.req.valid('param');
    const write = await updateMembership(deps, c.var.auth, id, receiveMembership(await readForm(c)));
    if (write && settledOutcome(write) === 'PENDING') return pending(c, write);
    return c.json({ data: await getToken(deps, id, c.var.auth) }, 200);
  });

  app.openapi(readToken, async (c) => {
    const detail = await loadVisibleToken(deps, c.req.valid('param').id, c.var.auth);
    if (!detail) throw notFound();
    return c.json(detail, 200);
  });

  app.openapi(listTokens, async (c) =>
    c.json(await listOwnTokens(deps, c.var.auth, c.req.valid('query')), 200),
  );
  registerMembershipStatusRoute(app, deps);
}
