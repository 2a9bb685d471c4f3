// When the API step's warm-up stops (warm-up-settled.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { warmUpSettled } from './warm-up-settled.mjs';

const RULE = { tolerance: 0.05, steadyChunks: 2 };

describe('warmUpSettled', () => {
  it('waits while the CPU per request still falls (a server the JIT is still compiling)', () => {
    // The API's list read of docs/performance.md, "API overhead per request": 3.7 → 1.2 → 0.9 ms.
    assert.equal(warmUpSettled([3.7, 1.2, 0.9], RULE), false);
    assert.equal(warmUpSettled([3.7, 1.2, 0.9, 0.88], RULE), false);
  });

  it('is warm once the last chunks each fell less than the tolerance', () => {
    assert.equal(warmUpSettled([3.7, 1.2, 0.9, 0.88, 0.87], RULE), true);
  });

  it('counts a chunk that rose as steady (noise, not compilation)', () => {
    assert.equal(warmUpSettled([1.2, 0.9, 0.95, 0.93], RULE), true);
  });

  it('needs steadyChunks + 1 figures: a first chunk alone says nothing of a trend', () => {
    assert.equal(warmUpSettled([], RULE), false);
    assert.equal(warmUpSettled([1, 1], RULE), false);
    assert.equal(warmUpSettled([1, 1, 1], RULE), true);
  });

  it('restarts the count after a drop past the tolerance (a later tier-up)', () => {
    assert.equal(warmUpSettled([1.2, 1.19, 1.18, 0.9], RULE), false);
    assert.equal(warmUpSettled([1.2, 1.19, 1.18, 0.9, 0.9], RULE), false);
    assert.equal(warmUpSettled([1.2, 1.19, 1.18, 0.9, 0.9, 0.89], RULE), true);
  });

  it('never settles on a chunk without a figure (no /proc, nothing answered): warmed to the cap', () => {
    assert.equal(warmUpSettled([null, null, null], RULE), false);
    assert.equal(warmUpSettled([1, 1, null], RULE), false);
    assert.equal(warmUpSettled([1, 1, Number.POSITIVE_INFINITY], RULE), false);
    assert.equal(warmUpSettled([null, 1, 1, 1], RULE), true);
  });
});
