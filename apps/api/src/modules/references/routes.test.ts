import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_UNAVAILABLE_MESSAGE, ChainUnavailableError } from '../../adapters/chain/chain-port.ts';
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

  it('answers readers arriving together from one read of the price feed', async () => {
    let reads = 0;
    const chain = {
      ...t.deps.chain,
      ethUsdPrice: () => {
        reads += 1;
        return t.deps.chain.ethUsdPrice();
      },
    };
    const app = createApp({ ...t.deps, chain });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await app.request('/references/usd/prices/eth')).json()),
    );
    expect(answers).toEqual(Array(10).fill({ data: { USD_TO_ETH_VALUE: 3000 } }));
    expect(reads).toBe(1);
  });

  it('asks the chain again after a failed read', async () => {
    let reads = 0;
    const chain = {
      ...t.deps.chain,
      ethUsdPrice: () => {
        reads += 1;
        return reads === 1
          ? Promise.reject(new ChainUnavailableError(new Error('node down')))
          : t.deps.chain.ethUsdPrice();
      },
    };
    const app = createApp({ ...t.deps, chain });
    expect((await app.request('/references/usd/prices/eth')).status).toBe(503);
    const response = await app.request('/references/usd/prices/eth');
    expect(await response.json()).toEqual({ data: { USD_TO_ETH_VALUE: 3000 } });
    expect(reads).toBe(2);
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
