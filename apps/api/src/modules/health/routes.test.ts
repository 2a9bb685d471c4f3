import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { createApp } from '../../app.ts';
import { freePort } from '../../testing/free-port.ts';
import { startTcpProxy } from '../../testing/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { CHAIN_READING_MAX_AGE_MS } from './chain-liveness.ts';

type App = ReturnType<typeof createApp>;

const chainOf = async (app: App) =>
  ((await (await app.request('/health')).json()) as { data: { chain: string } }).data.chain;

/**
 * Asks /health every 100 ms (as a monitor would) until a check that started more than
 * CHAIN_READING_MAX_AGE_MS after `since`; answers that check's chain status.
 */
async function chainStatusOnceFresh(app: App, since: number) {
  for (;;) {
    const startedAt = performance.now();
    const chain = await chainOf(app);
    if (startedAt - since > CHAIN_READING_MAX_AGE_MS) return chain;
    await delay(100);
  }
}

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

  it('shares one chain read among the checks that arrive within a second of it', async () => {
    const readsStartedAt: number[] = [];
    const counted: ChainPort = {
      ...t.deps.chain,
      blockNumber: () => {
        readsStartedAt.push(performance.now());
        return t.deps.chain.blockNumber();
      },
    };
    const app = createApp({ ...t.deps, chain: counted });
    const answers = await Promise.all(Array.from({ length: 20 }, () => chainOf(app)));
    expect(answers).toEqual(Array(20).fill('ok'));
    expect(readsStartedAt.length).toBeLessThan(20);
    const gaps = readsStartedAt.slice(1).map((startedAt, index) => startedAt - (readsStartedAt[index] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(CHAIN_READING_MAX_AGE_MS);
  });

  it('reports a chain that stops answering within a second, and its return as well', async () => {
    const anvil = new URL(t.deps.chain.rpcUrl);
    const proxy = await startTcpProxy({ host: anvil.hostname, port: Number(anvil.port) });
    try {
      const chain = createChainPort({
        rpcUrl: proxy.route(t.deps.chain.rpcUrl),
        deploymentFile: t.deps.env.chainDeploymentFile,
        signerKey: t.deps.env.apiSignerPrivateKey,
      });
      const app = createApp({ ...t.deps, chain });
      expect(await chainOf(app)).toBe('ok');

      await proxy.cut();
      expect(await chainStatusOnceFresh(app, performance.now())).toBe('unreachable');

      await proxy.restore();
      expect(await chainStatusOnceFresh(app, performance.now())).toBe('ok');
    } finally {
      await proxy.close();
    }
  });
});
