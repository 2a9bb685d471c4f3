import {
  apiErrorItemSchema,
  apiErrorSchema,
  membershipEditFormSchema,
  membershipFormSchema,
} from '@keyclub/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokens } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import { findLiveSession } from '../../http/sessions.ts';
import { giveCopies, membershipOf } from '../fixtures/announcement-fixtures.ts';
import { signedInUser, type TestSession } from '../fixtures/membership-fixtures.ts';
import { createTestApp } from '../test-app.ts';
import { productionEngine } from '../test-database.ts';
import { type GeneratedRequest, requestArbitrary } from './endpoint-requests.ts';
import { type Endpoint, endpointsOf } from './endpoints.ts';
import { watchWrites } from './write-watch.ts';

// Property-based bad input (issue 15, docs/security.md "Bad input"): for every route of the app,
// generated requests from the request schemas and their violations never get a 5xx, every refusal
// has the exact error shape, and a refusal writes nothing. One request at a time, so the engine cannot
// change the answers: they run on productionEngine(), PostgreSQL when the run has it, where a case costs
// about two thirds of its CPU on PGlite, the server's included (docs/performance.md, "Which engine an API
// test runs on").

/** Cases per endpoint; BAD_INPUT_RUNS lowers it for a quick local look, never below 1. */
const RUNS = Math.max(1, Number(process.env.BAD_INPUT_RUNS ?? 1000));

/**
 * One endpoint's cases take seconds on a quiet machine; check-availability's 1,000 went past the
 * run's 120 s at load 30. The bound only ends a hung property.
 */
const PROPERTY_TIMEOUT_MS = 600_000;

/** Routes outside the OpenAPI document, and bodies whose documented schema only describes parts. */
const EXTRA_INPUTS: Record<string, Partial<Endpoint>> = {
  'GET /files/*': { template: '/files/{key}' },
  'GET /openapi.json': { inputs: {} },
  'GET /docs': { inputs: {} },
  'GET /docs/init.js': { inputs: {} },
  'GET /docs/assets/:file': { inputs: { params: z.object({ file: z.string() }) } },
  // The multipart parts are texts; the domain's form schemas say which texts are valid.
  'POST /tokens': { inputs: { body: { 'multipart/form-data': membershipFormSchema } } },
  'PUT /tokens/:id': { inputs: { body: { 'multipart/form-data': membershipEditFormSchema(0) } } },
};

/** The exact refusal shape: `{ message, errors: [{ field?, message }] }`, nothing more, never empty. */
const refusalSchema = apiErrorSchema
  .extend({ message: z.string().min(1), errors: z.array(apiErrorItemSchema.strict()).min(1) })
  .strict();

/**
 * Defines the properties for part `part` of `parts` of the app's endpoints (every `parts`-th one),
 * so the test files share the work across workers. Call with top-level await in a test file.
 */
export async function badInputSuite(part: number, parts: number) {
  const [engine = 'pglite'] = productionEngine();
  const t = await createTestApp(engine);
  // A valid body reaching a chain write only queues it: no transaction is sent during these runs.
  await t.deps.chainWrites.stop();
  afterAll(() => t.close());

  type Role = 'CONSUMER' | 'BUSINESS';
  const sessions: Record<Role, TestSession> = {
    CONSUMER: await signedInUser(t, 'CONSUMER'),
    BUSINESS: await signedInUser(t, 'BUSINESS'),
  };
  const membership = await membershipOf(t, sessions.BUSINESS);
  await giveCopies(t, membership, [sessions.CONSUMER.userId]);
  const [copy] = await t.deps.db
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(eq(tokens.tokenProfileId, membership.profileId), isNotNull(tokens.ownerId)));
  /** Ids of real rows, so generated path ids also reach rows the actor may act on. */
  const knownIds = [
    membership.profileId,
    membership.parentId,
    copy?.id ?? 1,
    membership.businessId,
    sessions.CONSUMER.userId,
    sessions.BUSINESS.userId,
  ];

  /** A valid sign-out or account archive ends the actor's session: the next case gets a new user. */
  async function keepSignedIn(role: Role) {
    const token = sessions[role].headers[ACCESS_TOKEN_HEADER] ?? '';
    if (!(await findLiveSession(t.deps.db, token, 1))) sessions[role] = await signedInUser(t, role);
  }

  const send = (request: GeneratedRequest, role: Role) =>
    t.app.request(request.url, {
      ...request.init,
      headers: { ...(request.init.headers as Record<string, string>), ...sessions[role].headers },
    });

  /** The role whose session gets past the route's access check (consumer when both or neither do). */
  async function actorOf(requests: fc.Arbitrary<GeneratedRequest>): Promise<Role> {
    const sample = fc.sample(requests, { numRuns: 1, seed: 1 })[0] as GeneratedRequest;
    const refused = async (role: Role) => [401, 403].includes((await send(sample, role)).status);
    if (await refused('CONSUMER')) return (await refused('BUSINESS')) ? 'CONSUMER' : 'BUSINESS';
    return 'CONSUMER';
  }

  const { endpoints, uncovered } = endpointsOf(t.app, EXTRA_INPUTS);
  const mine = endpoints.filter((_, index) => index % parts === part - 1);

  describe(`bad input (property-based) on ${engine}, part ${part} of ${parts}`, {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    it('has a request generator for every route of the app', () => {
      expect(uncovered).toEqual([]);
      expect(endpoints.length).toBeGreaterThan(40);
    });

    for (const endpoint of mine) {
      it(`${endpoint.method} ${endpoint.template}: no 5xx, the error shape, nothing written on refusal`, async () => {
        const requests = requestArbitrary(endpoint.method, endpoint.template, endpoint.inputs, knownIds);
        const role = await actorOf(requests);
        await keepSignedIn(role);
        const writes = await watchWrites(t.deps, t.deps.env.storageDir);
        try {
          await fc.assert(
            fc.asyncProperty(requests, async (request) => {
              const response = await send(request, role);
              const text = await response.text();
              const context = `${request.summary}\n→ ${response.status} ${text.slice(0, 300)}`;
              expect(response.status, context).toBeLessThan(500);
              if (response.status < 400) {
                if (endpoint.method !== 'GET') await keepSignedIn(role);
                await writes.accept();
                return;
              }
              const body = (() => {
                try {
                  return JSON.parse(text) as unknown;
                } catch {
                  return text;
                }
              })();
              expect(refusalSchema.safeParse(body).success, context).toBe(true);
              expect(await writes.changes(), context).toEqual([]);
            }),
            { numRuns: RUNS },
          );
        } finally {
          writes.stop();
        }
      });
    }
  });
}
