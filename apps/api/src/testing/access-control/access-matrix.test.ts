import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayments } from '../../adapters/payments/create-payments.ts';
import { createApp } from '../../app.ts';
import { parseEnv } from '../../env.ts';
import { PRODUCTION_ENV } from '../production-env.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { productionEngine } from '../test-database.ts';
import { ACCESS_ROWS, send } from './access-rows.ts';
import { type AccessWorld, type Actor, accessWorld } from './access-world.ts';

/** Strangers first, the rightful callers last: a refused request must change nothing the next one needs. */
const RUN_ORDER: Actor[] = [
  'anonymous',
  'otherConsumer',
  'otherBusiness',
  'operator',
  'consumer',
  'business',
];

/** `METHOD /path` of every route the app serves (middleware registered for all methods left out). */
const servedRoutes = (app: TestApp['app']) => [
  ...new Set(
    app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
  ),
];

describe.each(productionEngine())('access control matrix on %s', (kind) => {
  let t: TestApp;
  let w: AccessWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await accessWorld(t);
  });
  afterAll(async () => {
    await w?.stop();
    await t?.close();
  });

  it('has a row for every route the app serves, and none for a route it does not', () => {
    const listed = ACCESS_ROWS.map((row) => row.route);
    const served = servedRoutes(t.app);
    expect(
      served.filter((route) => !listed.includes(route)),
      'routes without a row in access-control/access-rows.ts',
    ).toEqual([]);
    expect(
      listed.filter((route) => !served.includes(route)),
      'rows of routes the app does not serve',
    ).toEqual([]);
    const cases = ACCESS_ROWS.map((row) => `${row.route} ${row.label ?? ''}`);
    expect(
      cases.filter((key, i) => cases.indexOf(key) !== i),
      'rows listed twice (a second row of a route needs its own label)',
    ).toEqual([]);
  });

  // Before the rows: the last of them deactivates the actors.
  it('mounts no development-only route as production configures the API (404, fail closed)', async () => {
    const env = parseEnv(PRODUCTION_ENV);
    const production = createApp({ ...t.deps, env, ...createPayments(env, t.deps.db) });
    const devRows = ACCESS_ROWS.filter((row) => row.devOnly);
    const served = servedRoutes(production as TestApp['app']);
    expect(devRows.filter((row) => served.includes(row.route)).map((row) => row.route)).toEqual([]);
    for (const row of devRows) {
      const { path, init } = await row.call(w, 'anonymous');
      const method = row.route.split(' ')[0] ?? '';
      const response = await production.request(path, { ...init, method });
      expect(response.status, row.route).toBe(404);
    }
  });

  for (const row of ACCESS_ROWS) {
    it(row.label ? `${row.route} (${row.label})` : row.route, async () => {
      const method = row.route.split(' ')[0] ?? '';
      const answers = {} as Record<Actor, number>;
      const surprises: string[] = [];
      for (const actor of RUN_ORDER) {
        const response = await send(w, actor, method, await row.call(w, actor));
        answers[actor] = response.status;
        if (response.status !== row.expect[actor]) {
          surprises.push(`${actor}: ${response.status} ${(await response.text()).slice(0, 300)}`);
        }
      }
      expect(answers, surprises.join('\n')).toEqual(row.expect);
    });
  }
});
