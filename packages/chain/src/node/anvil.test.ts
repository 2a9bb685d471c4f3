import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { anvilBinaryPath, type RunningAnvil, startAnvil } from './anvil.ts';

describe('startAnvil', () => {
  const started: RunningAnvil[] = [];
  afterAll(async () => {
    await Promise.all(started.map((anvil) => anvil.stop()));
  });

  it('finds the binary shipped with @foundry-rs/anvil', () => {
    expect(anvilBinaryPath()).toMatch(/@foundry-rs[\\/]anvil[^\\/]*[\\/].*anvil(\.exe)?$/);
  });

  it('answers JSON-RPC with the requested chain id and stops on request', async () => {
    const anvil = await startAnvil({ port: await freePort(), chainId: 1337 });
    started.push(anvil);
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(await response.json()).toMatchObject({ result: '0x539' });
    await anvil.stop();
    await expect(fetch(anvil.rpcUrl, { method: 'POST' })).rejects.toThrow();
  });

  it('rejects with a clear error when the port is taken', async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startAnvil({ port })).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`);
    } finally {
      blocker.close();
    }
  });
});
