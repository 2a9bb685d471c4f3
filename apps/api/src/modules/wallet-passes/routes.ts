import { createRoute, z } from '@hono/zod-openapi';
import { activationCardSchema, walletPassLinksSchema, walletPassScanSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, json, jsonBody } from '../../http/route-docs.ts';
import { buildApplePass, PKPASS_MIME } from './apple-pass.ts';
import {
  authenticPass,
  changedSerials,
  isUnmodified,
  readTag,
  registerDevice,
  unregisterDevice,
} from './apple-web-service.ts';
import { walletCredentials } from './credentials.ts';
import { googleSaveUrl } from './google-pass.ts';
import { issuePass, loadPass, type PassRow, toPassView } from './pass-rows.ts';
import { isSignedDownload, passAuthenticationToken, passBarcode, signedDownload } from './pass-signatures.ts';
import { scanPass } from './scan-pass.ts';

const pkpass = { content: { [PKPASS_MIME]: { schema: z.string().openapi({ format: 'binary' }) } } };
const serialSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const deviceSchema = z.string().min(1).max(128);
const passTypeSchema = z.string().min(1).max(128);
const applePassAuth = 'Authorization: ApplePass {authenticationToken} (the pass’s, as the wallet sends it)';
const unauthorized = { description: 'Unknown pass or wrong authenticationToken' };

/** Where a wallet reaches Apple's web service for our passes (it appends /v1/…). */
const APPLE_SERVICE_PATH = '/wallet-passes/apple';

const issueRoute = createRoute({
  method: 'post',
  path: '/tokens/{id}/wallet-passes',
  tags: ['Wallet passes'],
  summary: 'The owner’s wallet pass of copy `{id}`: a download link of the Apple pass and a Google save link',
  description:
    'CONSUMER who owns copy `{id}`. Issues the copy’s pass for the caller once (the same serial again after). `apple_pass_url` downloads the signed .pkpass for 10 minutes; `google_save_url` is Google’s save page with a JWT signed RS256 by the service account. The barcode of both admits only while the caller holds the copy and its key is valid.',
  request: { params: idParams },
  responses: {
    201: dataAnswer('The pass’s links', walletPassLinksSchema.meta({ id: 'WalletPassLinks' })),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: refusal('No such copy, or not the caller’s'),
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/wallet-passes/{serial}/pass.pkpass',
  tags: ['Wallet passes'],
  summary: 'The Apple Wallet pass (public, by the signed link POST /tokens/{id}/wallet-passes gave)',
  request: {
    params: z.object({ serial: serialSchema }),
    query: z.object({ exp: z.coerce.number().int().positive(), sig: z.string().min(1).max(100) }),
  },
  responses: {
    200: { description: 'The signed .pkpass', ...pkpass },
    400: errorResponses[400],
    404: refusal('No such pass, or the link is forged or past its 10 minutes'),
  },
});

const scanRoute = createRoute({
  method: 'post',
  path: '/wallet-passes/scan',
  tags: ['Wallet passes'],
  summary: 'Activate the membership of a scanned wallet pass (its barcode)',
  description:
    'BUSINESS staff of the issuing business. The pass admits while the copy is held by the user it was issued to (a resale, import or moved key voids it at once) and then as a card shown by them: refused while listed, being bought or disputed, inside an activation’s window, or when the key is not valid on chain.',
  request: { body: jsonBody(walletPassScanSchema.meta({ id: 'WalletPassScan' })) },
  responses: {
    200: dataAnswer('The card, ACTIVE', activationCardSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: refusal('Not a BUSINESS user, or the pass of another business’s membership'),
    409: refusal(
      "'This is not a Keyclub wallet pass.' (forged or unknown), 'This wallet pass no longer admits anyone: …' (the copy changed hands), or the refusals of POST /tokens/{id}/activate",
    ),
    503: errorResponses[503],
  },
});

const registrationParams = z.object({
  deviceLibraryIdentifier: deviceSchema,
  passTypeIdentifier: passTypeSchema,
  serialNumber: serialSchema,
});

const registerRoute = createRoute({
  method: 'post',
  path: `${APPLE_SERVICE_PATH}/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}`,
  tags: ['Wallet passes'],
  summary: 'Apple’s web service: a device registers for a pass’s updates',
  description: applePassAuth,
  request: {
    params: registrationParams,
    body: jsonBody(z.object({ pushToken: z.string().min(1).max(200) })),
  },
  responses: {
    200: { description: 'Already registered (push token updated)' },
    201: { description: 'Registered' },
    400: errorResponses[400],
    401: unauthorized,
  },
});

const unregisterRoute = createRoute({
  method: 'delete',
  path: registerRoute.path,
  tags: ['Wallet passes'],
  summary: 'Apple’s web service: a device stops following a pass (it was removed)',
  description: applePassAuth,
  request: { params: registrationParams },
  responses: { 200: { description: 'Unregistered' }, 400: errorResponses[400], 401: unauthorized },
});

const changedRoute = createRoute({
  method: 'get',
  path: `${APPLE_SERVICE_PATH}/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}`,
  tags: ['Wallet passes'],
  summary: 'Apple’s web service: the serials of a device’s passes changed since its last tag',
  request: {
    params: registrationParams.omit({ serialNumber: true }),
    query: z.object({ passesUpdatedSince: z.string().max(64).optional() }),
  },
  responses: {
    200: {
      description: 'Changed serials and the tag to send next time',
      ...json(z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() })),
    },
    204: { description: 'Nothing changed' },
    400: errorResponses[400],
  },
});

const latestRoute = createRoute({
  method: 'get',
  path: `${APPLE_SERVICE_PATH}/v1/passes/{passTypeIdentifier}/{serialNumber}`,
  tags: ['Wallet passes'],
  summary: 'Apple’s web service: the latest version of a pass (renewed, or voided after a resale)',
  description: `${applePassAuth}. If-Modified-Since answers 304 when the pass has not changed.`,
  request: { params: registrationParams.omit({ deviceLibraryIdentifier: true }) },
  responses: {
    200: { description: 'The signed .pkpass, with Last-Modified', ...pkpass },
    304: { description: 'Not modified' },
    400: errorResponses[400],
    401: unauthorized,
  },
});

const logRoute = createRoute({
  method: 'post',
  path: `${APPLE_SERVICE_PATH}/v1/log`,
  tags: ['Wallet passes'],
  summary: 'Apple’s web service: wallets report errors with our passes (logged)',
  request: { body: jsonBody(z.object({ logs: z.array(z.string().max(2000)).max(50) })) },
  responses: { 200: { description: 'Logged' }, 400: errorResponses[400] },
});

export function registerWalletPassRoutes(app: Router, deps: AppDeps) {
  const consumer = requireAuth(deps, { role: 'CONSUMER' });
  const business = requireAuth(deps, { role: 'BUSINESS' });
  const secret = deps.env.activationLinkSecret;

  async function pkpassOf(row: PassRow) {
    const { apple } = await walletCredentials(deps.env);
    return buildApplePass(toPassView(row), {
      credentials: apple,
      webServiceUrl: `${deps.env.publicUrl}${APPLE_SERVICE_PATH}`,
      authenticationToken: passAuthenticationToken(secret, row.pass.serial),
      barcode: passBarcode(secret, row.pass.serial),
    });
  }
  const pkpassHeaders = (row: PassRow) => ({
    'Content-Type': PKPASS_MIME,
    'Content-Disposition': `attachment; filename="membership-${row.pass.tokenId}.pkpass"`,
    'Last-Modified': row.pass.changedAt.toUTCString(),
    'Cache-Control': 'no-store',
  });

  app.openapi({ ...issueRoute, middleware: consumer }, async (c) => {
    const serial = await issuePass(deps, c.var.auth, c.req.valid('param').id);
    const row = await loadPass(deps, serial);
    if (!row) throw notFound();
    const now = new Date();
    const { google } = await walletCredentials(deps.env);
    const query = new URLSearchParams(
      Object.entries(signedDownload(secret, serial, now)).map(([k, v]) => [k, String(v)]),
    );
    const links = {
      serial,
      apple_pass_url: `${deps.env.publicUrl}/wallet-passes/${serial}/pass.pkpass?${query}`,
      google_save_url: googleSaveUrl(toPassView(row), {
        credentials: google,
        barcode: passBarcode(secret, serial),
        origin: deps.env.consumerAppUrl,
        now,
      }),
    };
    return c.json({ data: links }, 201);
  });

  app.openapi(downloadRoute, async (c) => {
    const { serial } = c.req.valid('param');
    const { exp, sig } = c.req.valid('query');
    const row = isSignedDownload(secret, serial, exp, sig, new Date())
      ? await loadPass(deps, serial)
      : undefined;
    if (!row) throw notFound();
    return c.body(new Uint8Array(await pkpassOf(row)), 200, pkpassHeaders(row));
  });

  app.openapi({ ...scanRoute, middleware: business }, async (c) =>
    c.json({ data: await scanPass(deps, c.var.auth, c.req.valid('json').barcode) }, 200),
  );

  app.openapi(registerRoute, async (c) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = c.req.valid('param');
    await authenticPass(deps, passTypeIdentifier, serialNumber, c.req.header('Authorization'));
    const status = await registerDevice(
      deps,
      deviceLibraryIdentifier,
      serialNumber,
      c.req.valid('json').pushToken,
    );
    return c.body(null, status);
  });

  app.openapi(unregisterRoute, async (c) => {
    const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = c.req.valid('param');
    await authenticPass(deps, passTypeIdentifier, serialNumber, c.req.header('Authorization'));
    await unregisterDevice(deps, deviceLibraryIdentifier, serialNumber);
    return c.body(null, 200);
  });

  app.openapi(changedRoute, async (c) => {
    const { deviceLibraryIdentifier } = c.req.valid('param');
    const changed = await changedSerials(
      deps,
      deviceLibraryIdentifier,
      readTag(c.req.valid('query').passesUpdatedSince),
    );
    return changed ? c.json(changed, 200) : c.body(null, 204);
  });

  app.openapi(latestRoute, async (c) => {
    const { passTypeIdentifier, serialNumber } = c.req.valid('param');
    const row = await authenticPass(deps, passTypeIdentifier, serialNumber, c.req.header('Authorization'));
    if (isUnmodified(row.pass.changedAt, c.req.header('If-Modified-Since'))) return c.body(null, 304);
    return c.body(new Uint8Array(await pkpassOf(row)), 200, pkpassHeaders(row));
  });

  app.openapi(logRoute, async (c) => {
    deps.logger.warn({ logs: c.req.valid('json').logs }, 'Apple Wallet reported problems with our passes');
    return c.body(null, 200);
  });
}
