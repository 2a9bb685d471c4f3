import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { createApp } from '../../app.ts';
import { freePort } from '../../testing/free-port.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

describe.each(productionEngine())('GET /health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports the database and the chain as ok', async () => {
    const response = await t.app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok', database: 'ok', chain: 'ok' } });
  });

  it('reports the chain as unreachable when nothing answers on its RPC URL', async () => {
    const deadChain = createChainPort({
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
    });
    const response = await createApp({ ...t.deps, chain: deadChain }).request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok', database: 'ok', chain: 'unreachable' } });
  });
});
