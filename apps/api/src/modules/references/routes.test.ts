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

  /** An app over the test chain that counts its price-feed reads; `answer` gives read n's outcome. */
  function countingPriceReads(answer: (read: number) => Promise<number>) {
    const counted = { reads: 0, app: t.app };
    counted.app = createApp({
      ...t.deps,
      chain: { ...t.deps.chain, ethUsdPrice: () => answer(++counted.reads) },
    });
    return counted;
  }

  it('answers readers arriving together from one read of the price feed', async () => {
    const counted = countingPriceReads(() => t.deps.chain.ethUsdPrice());
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await counted.app.request('/references/usd/prices/eth')).json(),
      ),
    );
    expect(answers).toEqual(Array(10).fill({ data: { USD_TO_ETH_VALUE: 3000 } }));
    expect(counted.reads).toBe(1);
  });

  it('asks the chain again after a failed read', async () => {
    const counted = countingPriceReads((read) =>
      read === 1
        ? Promise.reject(new ChainUnavailableError(new Error('node down')))
        : t.deps.chain.ethUsdPrice(),
    );
    expect((await counted.app.request('/references/usd/prices/eth')).status).toBe(503);
    const response = await counted.app.request('/references/usd/prices/eth');
    expect(await response.json()).toEqual({ data: { USD_TO_ETH_VALUE: 3000 } });
    expect(counted.reads).toBe(2);
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
