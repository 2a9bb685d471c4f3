// The fixed-rate load's early stop (paced-load.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { latencySummary } from './latency-summary.mjs';
import { lateForP99Past, pacedLoad } from './paced-load.mjs';

/** A server answering every request after `delayMs`, for the length of `work(baseUrl)`. */
async function withServer(delayMs, work) {
  const server = createServer((_request, response) => setTimeout(() => response.end('{}'), delayMs));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await work(`http://127.0.0.1:${server.address().port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('lateForP99Past', () => {
  it('is the fewest latencies past a bound that put the p99 of latency-summary.mjs past it', () => {
    for (const planned of [1, 7, 99, 100, 101, 400, 800, 1000]) {
      const late = lateForP99Past(planned);
      const withLate = (count) => [
        ...Array.from({ length: planned - count }, () => 1),
        ...Array.from({ length: count }, () => 100),
      ];
      assert.equal(latencySummary(withLate(late)).p99, 100, `${planned}: ${late} late`);
      assert.equal(latencySummary(withLate(late - 1)).p99, 1, `${planned}: ${late - 1} late`);
    }
  });
});

describe('pacedLoad', () => {
  it('measures every request of a server that keeps up, and does not give up', async () => {
    // The bound is far past what a busy machine's stalls add (this process is the server too).
    const result = await withServer(1, (baseUrl) =>
      pacedLoad(
        { baseUrl, pathOf: () => '/' },
        { rate: 100, seconds: 0.5, connections: 5, warmup: 0.2, giveUpAboveMs: 5000 },
      ),
    );
    assert.equal(result.gave_up, undefined);
    assert.ok(result.latency_ms.p99 < 5000);
    assert.equal(result.errors, 0);
  });

  it('gives up on a server far behind the rate instead of waiting out its queue', async () => {
    // 2 sockets at 300 ms a request hold ~7 requests/s of the 100 offered: waiting for the 200
    // requests would take ~30 s; the p99 is past 100 ms once 3 requests are 100 ms late.
    const started = performance.now();
    const result = await withServer(300, (baseUrl) =>
      pacedLoad(
        { baseUrl, pathOf: () => '/' },
        { rate: 100, seconds: 2, connections: 2, giveUpAboveMs: 100 },
      ),
    );
    assert.equal(result.gave_up, true);
    assert.equal(result.latency_ms.p99, 100);
    assert.ok(performance.now() - started < 3000, `took ${Math.round(performance.now() - started)} ms`);
  });
});
