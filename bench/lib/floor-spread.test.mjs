// The judging rule of the speed steps (floor-spread.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  exitCodeOf,
  judgeSample,
  NOT_JUDGED_EXIT_CODE,
  spreadOf,
  stepVerdict,
  widestSpread,
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

describe('widestSpread', () => {
  it('answers the widest of the floors', () => {
    assert.equal(
      widestSpread([
        [100, 100],
        [80, 100, 120],
      ]),
      0.4,
    );
  });
});

describe('judgeSample', () => {
  const steady = { floorSpread: 0.1, maxSpread: 0.25 };
  const unsteady = { floorSpread: 0.6, maxSpread: 0.25 };

  it('holds a first sample that meets the targets on a steady floor', () => {
    assert.equal(judgeSample({ ...steady, misses: [], lastSample: false }), 'held');
  });

  it('measures again a first sample that missed, or whose floor spread', () => {
    assert.equal(judgeSample({ ...steady, misses: ['slow'], lastSample: false }), 'measure again');
    assert.equal(judgeSample({ ...unsteady, misses: [], lastSample: false }), 'measure again');
  });

  it('fails a second sample that missed on a steady floor: a real miss', () => {
    assert.equal(judgeSample({ ...steady, misses: ['slow'], lastSample: true }), 'missed');
  });

  it('does not judge a second sample whose floor still spread, missed or not', () => {
    assert.equal(judgeSample({ ...unsteady, misses: ['slow'], lastSample: true }), 'not judged');
    assert.equal(judgeSample({ ...unsteady, misses: [], lastSample: true }), 'not judged');
  });

  it('judges a spread exactly at the limit', () => {
    assert.equal(judgeSample({ floorSpread: 0.25, maxSpread: 0.25, misses: [], lastSample: true }), 'held');
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
