import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_UNAVAILABLE_MESSAGE } from '../../adapters/chain/chain-port.ts';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { createApp } from '../../app.ts';
import { freePort } from '../../testing/free-port.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// No database involved beyond building the app: PGlite only.
describe('GET /references/usd/prices/eth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers the rate of the chain price feed (3000 USD per ETH on the local chain)', async () => {
    const response = await t.app.request('/references/usd/prices/eth');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { USD_TO_ETH_VALUE: 3000 } });
  });

  it('answers 503 in the error shape when the chain is unreachable', async () => {
    const deadChain = createChainPort({
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
    });
    const response = await createApp({ ...t.deps, chain: deadChain }).request('/references/usd/prices/eth');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: CHAIN_UNAVAILABLE_MESSAGE,
      errors: [{ message: CHAIN_UNAVAILABLE_MESSAGE }],
    });
  });
});
