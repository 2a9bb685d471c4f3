import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsumerServer } from './serve.ts';

const INDEX = '<html><body><div id="root"></div></body></html>';

function distWithFiles(): string {
  const dist = mkdtempSync(join(tmpdir(), 'consumer-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/entry-abc.js'), 'console.log("entry");'.repeat(50));
  return dist;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function start(renderPage: (pathAndQuery: string, template: string) => Promise<string | null>) {
  const logs: string[] = [];
  server = createConsumerServer({ dist: distWithFiles(), renderPage, log: (line) => logs.push(line) });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, logs };
}

describe('the consumer server', () => {
  it('renders the marketplace and a public detail, with their query, and answers the build elsewhere', async () => {
    const asked: string[] = [];
    const { base } = await start(async (pathAndQuery, template) => {
      asked.push(pathAndQuery);
      return template.replace('<div id="root"></div>', `<div id="root">page of ${pathAndQuery}</div>`);
    });
    expect(await (await fetch(`${base}/marketplace?page=2`)).text()).toContain('page of /marketplace?page=2');
    expect(await (await fetch(`${base}/public/token/7`)).text()).toContain('page of /public/token/7');
    for (const path of ['/tokens', '/public/token/7/extra', '/login']) {
      expect(await (await fetch(`${base}${path}`)).text()).toBe(INDEX);
    }
    expect(asked).toEqual(['/marketplace?page=2', '/public/token/7']);
  });

  it('serves the build files gzipped, its hashed assets for good', async () => {
    const { base } = await start(async () => null);
    const response = await fetch(`${base}/assets/entry-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("entry")');
    expect((await fetch(`${base}/assets/missing.js`)).headers.get('content-type')).toContain('text/html');
    expect(await (await fetch(`${base}/../../etc/passwd`)).text()).toBe(INDEX);
  });

  it('shares one render between requests for the same page', async () => {
    let renders = 0;
    const { base } = await start(async (pathAndQuery) => {
      renders += 1;
      return `<html>${pathAndQuery} render ${renders}</html>`;
    });
    const pages = await Promise.all([1, 2, 3].map(() => fetch(`${base}/marketplace`).then((r) => r.text())));
    expect(pages).toEqual(Array(3).fill('<html>/marketplace render 1</html>'));
    expect(renders).toBe(1);
  });

  it('answers the build when a render fails, so the browser renders the page', async () => {
    const { base, logs } = await start(async () => {
      throw new Error('API unreachable');
    });
    const response = await fetch(`${base}/marketplace`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expect(logs.join('\n')).toContain('API unreachable');
  });
});
