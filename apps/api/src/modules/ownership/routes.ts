import { createRoute } from '@hono/zod-openapi';
import {
  activationCardSchema,
  activationLinkSchema,
  activationSchema,
  doorCodeRequestSchema,
  importResultSchema,
  importTokenRequestSchema,
  PAGE_SIZE_OPTIONS,
  pageQuerySchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { validationError } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, json, jsonBody, pageAnswer } from '../../http/route-docs.ts';
import { retryAfterHeader } from '../../throttle/retry-later.ts';
import { activate } from './activate.ts';
import { CARD_SHOWS_PER_HOUR } from './card-show-limit.ts';
import { createActivation } from './create-activation.ts';
import { activateByDoorCode } from './door-code.ts';
import { importToken } from './import-token.ts';
import { listActivations } from './list-activations.ts';
import { readActivation } from './read-activation.ts';

const ACTIVATIONS_MAX_LIMIT = 50;

const activationDoc = activationSchema.meta({
  id: 'Activation',
  description:
    'One membership card shown by its owner. is_expired: ARCHIVED, PENDING past its QR validity, or ACTIVE past activation_end_at.',
});
const cardDoc = activationCardSchema.meta({
  id: 'ActivationCard',
  description:
    'The activation with its membership’s title. qr_url (the signed link the QR code shows) only for the owner while the card is PENDING and unexpired; generated_at: when it was made; expires_at: until when its QR code can be activated; code_valid_ms: how long that is from this answer (0 once past); holder_name, membership_expires_at and perks: what staff check at the door.',
});
const linkDoc = activationLinkSchema.meta({
  id: 'ActivationLink',
  description: 'exp and sig from the QR link (the activation page’s query string).',
});
const cardAnswer = (description: string) => dataAnswer(description, cardDoc);
const notYours = refusal('No such record, or not the caller’s to see');

const createRouteDoc = createRoute({
  method: 'post',
  path: '/tokens/{id}/activations',
  tags: ['Ownership'],
  summary: 'Show a membership card: a new activation of the caller’s own copy, with its QR link',
  description: [
    'CONSUMER who owns copy `{id}`. The QR link is valid 5 minutes (ACTIVATION_QR_TTL_MS); an earlier',
    'PENDING card of the copy is archived. Open the card at /tokens/{data.id}/scan.',
  ].join(' '),
  request: { params: idParams },
  responses: {
    201: cardAnswer('The new card, PENDING, with qr_url'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: notYours,
    409: refusal(
      "'{title} is invalid.' (the key has expired or the membership is not ACTIVE) or '{title} already activated' (an activation is inside its window)",
    ),
    429: refusal(
      `More than ${CARD_SHOWS_PER_HOUR} cards asked for by the caller in the last hour; Retry-After tells when to try again`,
    ),
  },
});

const listRouteDoc = createRoute({
  method: 'get',
  path: '/tokens/{id}/activations',
  tags: ['Ownership'],
  summary: 'A copy’s activations, newest first',
  description: 'The owner of copy `{id}`, or the business that issued its membership.',
  request: {
    params: idParams,
    query: pageQuerySchema({ maxLimit: ACTIVATIONS_MAX_LIMIT, defaultLimit: PAGE_SIZE_OPTIONS[1] }),
  },
  responses: {
    200: pageAnswer(activationDoc, 'One page of activations'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: notYours,
  },
});

const readRouteDoc = createRoute({
  method: 'get',
  path: '/tokens/{id}/activate',
  tags: ['Ownership'],
  summary: 'A membership card by activation id: the scan page (owner) or the activation page (staff)',
  description:
    '`{id}` is the activation id. The copy’s owner, or BUSINESS staff of the issuing business. The scan page polls it every 5 s until the status is ACTIVE.',
  request: { params: idParams },
  responses: {
    200: cardAnswer('The card'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: notYours,
  },
});

const activateRouteDoc = createRoute({
  method: 'post',
  path: '/tokens/{id}/activate',
  tags: ['Ownership'],
  summary: 'Activate a membership card shown to staff (R9)',
  description: [
    'BUSINESS staff of the business that issued the membership; `{id}` is the activation id. `exp` and',
    '`sig` come from the QR link, in the query string or the JSON body. The link must be signed for this',
    'activation and unexpired, the card PENDING, the membership ACTIVE and its key valid on chain. Of two',
    'staff activating one card at once, exactly one succeeds. The activation lasts the membership’s',
    "lockout period (24 hours without one). Show '{title} activated successfully.'.",
  ].join(' '),
  request: {
    params: idParams,
    query: activationLinkSchema.partial(),
    body: { required: false, ...json(linkDoc.partial()) },
  },
  responses: {
    200: cardAnswer('The card, ACTIVE'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: refusal('Not a BUSINESS user, or the card of another business’s membership (signed link)'),
    404: notYours,
    409: refusal(
      "'{title} already activated'; 'Code expired: ask the member to refresh' (a genuine link or card past its 5 minutes); or '{title} is invalid.' (forged link, card archived, membership not ACTIVE, key expired on chain)",
    ),
    503: refusal(
      "The chain could not be read: 'Something went wrong while activating Membership. Please try again later.'",
    ),
  },
});

const doorCodeRouteDoc = createRoute({
  method: 'post',
  path: '/tokens/{id}/door-code',
  tags: ['Ownership'],
  summary:
    'Activate a membership card by its membership ID and door code, when its QR code cannot be scanned',
  description: [
    'BUSINESS staff of the business that issued the membership; `{id}` is the copy (the membership ID the',
    'card shows), `code` the 6 digits under its QR code. A right code activates the copy’s shown card with the',
    'checks of POST /tokens/{id}/activate. A wrong code archives that card (one guess per card shown): the',
    'member shows a new code.',
  ].join(' '),
  request: {
    params: idParams,
    body: jsonBody(doorCodeRequestSchema.meta({ id: 'DoorCodeRequest' })),
  },
  responses: {
    200: cardAnswer('The card, ACTIVE'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: refusal('Not a BUSINESS user'),
    404: refusal('No such copy, or one of another business’s membership'),
    409: refusal(
      "'Wrong door code. …' (the card is now void); 'Code expired: ask the member to refresh' (no card shown, or past its 5 minutes); or the refusals of POST /tokens/{id}/activate",
    ),
    503: errorResponses[503],
  },
});

const importRouteDoc = createRoute({
  method: 'post',
  path: '/tokens/import',
  tags: ['Ownership'],
  summary: 'Import a key of a Keyclub membership held by one of the caller’s wallets',
  description: [
    'CONSUMER. `token_id` (or `id`) is the key id on the lock at `contract_address` of chain `chain_id`.',
    'The key must be held on chain by a verified wallet of the caller (or their custody address). Imported',
    'only when `owned` and not `duplicate`; otherwise show `message`. Every refusal is a 200 with',
    '`owned: false`.',
  ].join(' '),
  request: { body: jsonBody(importTokenRequestSchema) },
  responses: {
    200: dataAnswer(
      'Imported, already the caller’s (duplicate), or why not',
      importResultSchema.meta({ id: 'ImportResult' }),
    ),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    503: errorResponses[503],
  },
});

export function registerOwnershipRoutes(app: Router, deps: AppDeps) {
  const consumer = requireAuth(deps, { role: 'CONSUMER' });
  const business = requireAuth(deps, { role: 'BUSINESS' });
  const signedIn = requireAuth(deps);
  app.use('/tokens/:id/activations', retryAfterHeader);

  app.openapi({ ...importRouteDoc, middleware: consumer }, async (c) =>
    c.json({ data: await importToken(deps, c.var.auth, c.req.valid('json')) }, 200),
  );

  app.openapi({ ...createRouteDoc, middleware: consumer }, async (c) => {
    const card = await createActivation(deps, c.var.auth, c.req.valid('param').id);
    return c.json({ data: card }, 201);
  });

  app.openapi({ ...listRouteDoc, middleware: signedIn }, async (c) =>
    c.json(await listActivations(deps, c.var.auth, c.req.valid('param').id, c.req.valid('query')), 200),
  );

  app.openapi({ ...readRouteDoc, middleware: signedIn }, async (c) =>
    c.json({ data: await readActivation(deps, c.var.auth, c.req.valid('param').id) }, 200),
  );

  app.openapi({ ...doorCodeRouteDoc, middleware: business }, async (c) => {
    const card = await activateByDoorCode(deps, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: card }, 200);
  });

  app.openapi({ ...activateRouteDoc, middleware: business }, async (c) => {
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    const link = activationLinkSchema.safeParse({ ...c.req.valid('query'), ...body });
    if (!link.success) throw validationError(link.error);
    const card = await activate(deps, c.var.auth, c.req.valid('param').id, link.data);
    return c.json({ data: card }, 200);
  });
}
