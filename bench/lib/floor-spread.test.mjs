// The judging rule of the speed steps (floor-spread.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  exitCodeOf,
  floorSteadiness,
  judgeSample,
  NOT_JUDGED_EXIT_CODE,
  shareHeld,
  spreadOf,
  spreadSurelyPast,
  stepVerdict,
} from './floor-spread.mjs';

describe('spreadOf', () => {
  it('is (max − min) / median of the rounds', () => {
    assert.equal(spreadOf([900, 1000, 1100]), 0.2);
    assert.equal(spreadOf([0.8, 0.8, 0.8]), 0);
    assert.equal(spreadOf([500]), 0);
  });

  it('takes the median of an even number of rounds', () => {
    assert.equal(spreadOf([100, 200, 300, 400]), 300 / 250);
  });

  it('calls a floor that answered nothing unsteady', () => {
    assert.equal(spreadOf([0, 0, 10]), Number.POSITIVE_INFINITY);
  });

  it('refuses an empty sample', () => {
    assert.throws(() => spreadOf([]), /at least one figure/);
  });
});

describe('floorSteadiness', () => {
  const limits = { 'req/s': 0.25, p99: 0.5 };

  it('takes the widest spread of each figure over the floors', () => {
    const { spreads, steadyBy, steady, text } = floorSteadiness(
      {
        'req/s': [
          [100, 100],
          [90, 100, 110],
        ],
        p99: [[4, 5, 6]],
      },
      limits,
    );
    assert.deepEqual(spreads, { 'req/s': 0.2, p99: 0.4 });
    assert.deepEqual(steadyBy, { 'req/s': true, p99: true });
    assert.equal(steady, true);
    assert.equal(text, "the floor's spread req/s 0.200 ≤ 0.25, p99 0.400 ≤ 0.5");
  });

  it('judges a spread exactly at its limit steady', () => {
    assert.equal(floorSteadiness({ LCP: [[1800, 2000, 2200]] }, { LCP: 0.2 }).steady, true);
  });

  it('is unsteady when any figure spreads past its limit', () => {
    // Steady requests/s and a wild tail: a busy machine (measured beside stress-ng, docs/performance.md).
    const { steady, steadyBy, text } = floorSteadiness(
      { 'req/s': [[178, 164, 165]], p99: [[20, 30, 45]] },
      limits,
    );
    assert.equal(steady, false);
    assert.deepEqual(steadyBy, { 'req/s': true, p99: false });
    assert.match(text, /p99 0\.833 > 0\.5/);
  });
});

describe('judgeSample', () => {
  it('holds a first sample that meets the targets on a steady floor', () => {
    assert.equal(judgeSample({ steady: true, misses: [], lastSample: false }), 'held');
  });

  it('measures again a first sample that missed, or whose floor spread', () => {
    assert.equal(judgeSample({ steady: true, misses: ['slow'], lastSample: false }), 'measure again');
    assert.equal(judgeSample({ steady: false, misses: [], lastSample: false }), 'measure again');
  });

  it('fails a second sample that missed on a steady floor: a real miss', () => {
    assert.equal(judgeSample({ steady: true, misses: ['slow'], lastSample: true }), 'missed');
  });

  it('does not judge a second sample whose floor still spread, missed or not', () => {
    assert.equal(judgeSample({ steady: false, misses: ['slow'], lastSample: true }), 'not judged');
    assert.equal(judgeSample({ steady: false, misses: [], lastSample: true }), 'not judged');
  });

  it('does not judge a second sample whose rounds disagreed on its miss: inside the noise', () => {
    assert.equal(
      judgeSample({ steady: true, misses: ['slow'], lastSample: true, agreed: false }),
      'not judged',
    );
    assert.equal(judgeSample({ steady: true, misses: ['slow'], lastSample: true, agreed: true }), 'missed');
  });

  it('judges a second sample that missed no target on a steady floor: held', () => {
    assert.equal(judgeSample({ steady: true, misses: [], lastSample: true }), 'held');
  });
});

describe('stepVerdict', () => {
  it('fails on any miss, even beside parts not judged', () => {
    assert.equal(stepVerdict(['held', 'not judged', 'missed']), 'missed');
  });

  it('is not judged when a part was not, and nothing missed', () => {
    assert.equal(stepVerdict(['held', 'not judged']), 'not judged');
  });

  it('holds when every part held', () => {
    assert.equal(stepVerdict(['held', 'held']), 'held');
  });

  it('exits 0 when held, 1 on a miss, 77 when not judged', () => {
    assert.deepEqual(['held', 'missed', 'not judged'].map(exitCodeOf), [0, 1, NOT_JUDGED_EXIT_CODE]);
    assert.equal(NOT_JUDGED_EXIT_CODE, 77);
  });
});

describe('spreadSurelyPast', () => {
  it('is past once max − min over the highest median the rounds left allow passes the limit', () => {
    // 2 of 3 rounds: the median is at most the higher of the two.
    assert.equal(spreadSurelyPast([600, 1000], 3, 0.25), true);
    assert.equal(spreadSurelyPast([800, 1000], 3, 0.25), false);
    // 3 of 5: at most the highest of the three.
    assert.equal(spreadSurelyPast([500, 900, 1000], 5, 0.25), true);
  });

  it('says nothing while too few rounds are known to bound the median', () => {
    assert.equal(spreadSurelyPast([], 3, 0.25), false);
    assert.equal(spreadSurelyPast([100], 3, 0.25), false);
    assert.equal(spreadSurelyPast([100, 1000], 5, 0.25), false);
  });

  it('is past on a floor that answered nothing (median 0)', () => {
    assert.equal(spreadSurelyPast([0, 0], 3, 0.25), true);
  });

  it('never stops a sample that its measured rounds, or any rounds after them, would judge steady', () => {
    // Every sequence of figures from a grid, every prefix: when the prefix is surely past, the
    // prefix's own spread (a sample that stops there) and the whole sequence's are past the limit.
    const grid = [1, 2, 3, 5, 8, 10];
    for (const total of [3, 5]) {
      const sequences = (length) =>
        length === 0 ? [[]] : sequences(length - 1).flatMap((head) => grid.map((value) => [...head, value]));
      for (const figures of sequences(total)) {
        for (let known = 1; known <= total; known += 1) {
          for (const limit of [0.1, 0.25, 0.5, 1]) {
            const prefix = figures.slice(0, known);
            if (!spreadSurelyPast(prefix, total, limit)) continue;
            assert.ok(spreadOf(prefix) > limit, `${prefix} of ${total}, limit ${limit}`);
            assert.ok(spreadOf(figures) > limit, `${figures}, limit ${limit}`);
          }
        }
      }
    }
  });
});

describe('shareHeld', () => {
  const limits = { minShare: 0.4, maxSpread: 0.3 };
  it('holds when every round of every server got at least the share, spread within the limit', () => {
    // The quiet rehearsal of 2bd6d1a: the detail's floors at 10k and 100k.
    assert.equal(
      shareHeld(
        [
          [0.69, 0.77],
          [0.65, 0.65],
        ],
        limits,
      ),
      true,
    );
  });
  it('does not hold when a round got less than the share (a busy machine, even a steady one)', () => {
    assert.equal(shareHeld([[0.15, 0.14, 0.14]], limits), false);
    assert.equal(
      shareHeld(
        [
          [0.65, 0.66],
          [0.45, 0.39, 0.47],
        ],
        limits,
      ),
      false,
    );
  });
  it('does not hold when the share moved past the spread limit', () => {
    assert.equal(shareHeld([[0.45, 0.82, 0.6]], limits), false);
  });
  it('does not hold without figures (/proc could not say)', () => {
    assert.equal(shareHeld([[0.6, null]], limits), false);
    assert.equal(shareHeld([[]], limits), false);
  });
});
