// The API step's ratios (read-report.mjs): each the median of per-round ratios.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pairedRatio, ratiosOf } from './read-report.mjs';

const round = (requestsPerS, p99) => ({ requests_per_s: requestsPerS, latency_ms: { p99 } });
const row = (memberships, server, rounds) => ({ read: 'GET /tokens/{id}', memberships, server, rounds });

describe('pairedRatio', () => {
  it('takes the median of the ratios of the same rounds', () => {
    const api = { rounds: [round(800), round(400), round(900)] };
    const floor = { rounds: [round(1000), round(500), round(1000)] };
    assert.equal(
      pairedRatio(api, floor, (r) => r.requests_per_s),
      0.8,
    );
  });

  it('is not moved by a load that fell on one round of both sides', () => {
    // A ratio of medians would say 600 / 1000 = 0.6: the API's two slow rounds met a busy machine,
    // and so did the floor's round beside the first of them.
    const api = { rounds: [round(300), round(900), round(300)] };
    const floor = { rounds: [round(400), round(1000), round(1100)] };
    assert.equal(
      pairedRatio(api, floor, (r) => r.requests_per_s),
      0.75,
    );
  });

  it('refuses a server with no rounds', () => {
    assert.throws(
      () => pairedRatio({ rounds: [] }, { rounds: [round(1)] }, (r) => r.requests_per_s),
      /round/,
    );
  });
});

describe('ratiosOf', () => {
  it('pairs the API with the floor at each size, and each server with itself across sizes', () => {
    const rows = [
      row(10_000, 'api', [round(700, 4), round(720, 5), round(800, 4)]),
      row(10_000, 'floor', [round(1000, 2), round(900, 2), round(1000, 2)]),
      row(100_000, 'api', [round(600, 4.4), round(650, 6), round(610, 4)]),
      row(100_000, 'floor', [round(800, 3), round(800, 2), round(800, 2)]),
    ];
    const ratios = ratiosOf(rows);
    assert.deepEqual(
      ratios.api_over_floor.map(({ memberships, ratio }) => [memberships, ratio]),
      [
        [10_000, 0.8],
        [100_000, 0.7625],
      ],
    );
    assert.equal(ratios.api_p99_growth, 1.1);
    assert.equal(ratios.floor_p99_growth, 1);
    assert.deepEqual(ratios.sizes, [10_000, 100_000]);
  });
});
