// When the API step stops a sample early (median-decided.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { median } from './floor-spread.mjs';
import {
  agreedMissDecided,
  lastSampleDecided,
  majorityOf,
  medianDecided,
  medianRange,
  pageBudgetsDecided,
} from './median-decided.mjs';

describe('majorityOf', () => {
  it('is 2 of 3 rounds and 3 of 5', () => {
    assert.equal(majorityOf(3), 2);
    assert.equal(majorityOf(5), 3);
  });

  it('refuses an even number of rounds, whose median is the mean of two', () => {
    assert.throws(() => majorityOf(4), /odd/);
  });
});

describe('agreedMissDecided', () => {
  // The last sample's verdict from all its rounds: held on a majority met, missed when every round
  // missed, otherwise not judged (the rounds disagree).
  const verdictOf = (passes) => {
    const met = passes.filter(Boolean).length;
    if (met >= majorityOf(passes.length)) return 'held';
    return met === 0 ? 'missed' : 'not judged';
  };

  it('never stops where the remaining rounds could change the verdict: every ending checked', () => {
    for (const total of [3, 5]) {
      for (let code = 0; code < 2 ** total; code += 1) {
        const passes = Array.from({ length: total }, (_, round) => Boolean((code >> round) & 1));
        const inFull = verdictOf(passes);
        for (let done = 1; done < total; done += 1) {
          const prefix = passes.slice(0, done);
          if (!agreedMissDecided([prefix], total)) continue;
          const met = prefix.filter(Boolean).length;
          assert.equal(met >= majorityOf(total) ? 'held' : 'not judged', inFull);
        }
      }
    }
  });

  it('runs every round while each one so far missed: a miss is judged only on all of them', () => {
    assert.equal(agreedMissDecided([[false, false, false]], 5), false);
    assert.equal(agreedMissDecided([[false, false, false, false, false]], 5), true);
  });
});

describe('lastSampleDecided', () => {
  it('stops once a target’s floor is surely past its limit, whatever its rounds say', () => {
    assert.equal(
      lastSampleDecided([{ passes: [true, false, false], steady: false, surelyPast: true }], 5),
      true,
    );
  });

  it('waits on a floor that spread so far but could still come back within its limit', () => {
    assert.equal(
      lastSampleDecided([{ passes: [true, true, true], steady: false, surelyPast: false }], 5),
      false,
    );
  });

  it('decides each target on its own floor figure: one steady and held, the other surely past', () => {
    const throughput = { passes: [true, true, true], steady: true, surelyPast: false };
    const growth = { passes: [false, true, false], steady: false, surelyPast: true };
    assert.equal(lastSampleDecided([throughput, growth], 5), true);
    assert.equal(lastSampleDecided([{ ...throughput, passes: [true, true] }, growth], 5), false);
  });

  it('on a steady floor stops where agreedMissDecided does', () => {
    for (const passes of [
      [true, true, true],
      [false, false, false],
      [true, false, false, false],
    ]) {
      assert.equal(
        lastSampleDecided([{ passes, steady: true, surelyPast: false }], 5),
        agreedMissDecided([passes], 5),
      );
    }
  });
});

describe('medianDecided', () => {
  it('decides once a majority of rounds met every target', () => {
    assert.equal(
      medianDecided(
        [
          [true, true],
          [true, true],
        ],
        3,
      ),
      true,
    );
  });

  it('decides a target a majority missed too (then it is measured again)', () => {
    assert.equal(
      medianDecided(
        [
          [true, true],
          [false, false],
        ],
        3,
      ),
      true,
    );
  });

  it('waits while any target is split', () => {
    assert.equal(
      medianDecided(
        [
          [true, true],
          [true, false],
        ],
        3,
      ),
      false,
    );
    assert.equal(medianDecided([[true, true, false, false]], 5), false);
  });

  it('never stops where the remaining rounds could change the median: every ending checked', () => {
    // For 3 and 5 rounds, each sequence of ratios around the 0.7 target: whenever a prefix is
    // decided, the full sample's median falls on the side the prefix said.
    for (const total of [3, 5]) {
      for (let code = 0; code < 2 ** total; code += 1) {
        const ratios = Array.from({ length: total }, (_, round) => ((code >> round) & 1 ? 0.8 : 0.6));
        const heldInFull = median(ratios) >= 0.7;
        for (let done = 1; done <= total; done += 1) {
          const passes = ratios.slice(0, done).map((ratio) => ratio >= 0.7);
          if (!medianDecided([passes], total)) continue;
          assert.equal(passes.filter(Boolean).length >= majorityOf(total), heldInFull);
        }
      }
    }
  });
});

describe('medianRange', () => {
  it('is unbounded while too few figures are known', () => {
    assert.deepEqual(medianRange([0.9], 3), [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
  });

  it('lies between two known figures of three', () => {
    assert.deepEqual(medianRange([0.94, 0.91], 3), [0.91, 0.94]);
  });

  it('is the median once every figure is known', () => {
    assert.deepEqual(medianRange([3, 1, 2], 3), [2, 2]);
  });

  it('holds every median that the figures still to come can make: every ending checked', () => {
    const values = [1, 2, 3, 4, 5];
    for (const total of [3, 5]) {
      for (let code = 0; code < values.length ** total; code += 1) {
        const figures = Array.from(
          { length: total },
          (_, i) => values[Math.floor(code / values.length ** i) % values.length],
        );
        for (let known = 0; known <= total; known += 1) {
          const [low, high] = medianRange(figures.slice(0, known), total);
          const final = median(figures);
          assert.ok(
            low <= final && final <= high,
            `${figures} after ${known}: ${final} outside ${low}..${high}`,
          );
        }
      }
    }
  });
});

describe('pageBudgetsDecided', () => {
  const budget = { total: 3, scoreOfFloor: 0.95, maxCls: 0.02 };
  const page = (scores, cls = scores.map(() => 0)) => ({ scores, cls });

  it('is undecided after one round', () => {
    assert.equal(pageBudgetsDecided({ ...budget, floorScores: [0.94], pages: [page([0.94])] }), false);
  });

  it('holds after two rounds when the lower page run over the higher floor run meets the budget', () => {
    // Quiet figures (docs/performance.md): pages 0.93-0.94 against the floor's 0.94.
    const pages = [page([0.93, 0.94]), page([0.94, 0.93])];
    assert.equal(pageBudgetsDecided({ ...budget, floorScores: [0.94, 0.95], pages }), true);
  });

  it('misses after two rounds when even the higher page run over the lower floor run is under it', () => {
    assert.equal(
      pageBudgetsDecided({ ...budget, floorScores: [0.94, 0.95], pages: [page([0.8, 0.85])] }),
      true,
    );
  });

  it('waits while a third run could put the score on either side', () => {
    assert.equal(
      pageBudgetsDecided({ ...budget, floorScores: [0.9, 0.99], pages: [page([0.9, 0.93])] }),
      false,
    );
  });

  it("decides the largest paint over the floor's (lower is better) as it decides the score", () => {
    const lcp = { ...budget, maxLcpOfFloor: 1.2, floorScores: [0.8, 0.8] };
    const at = (lcps) => ({ scores: [0.9, 0.9], cls: [0, 0], lcps });
    // The quiet rehearsal of 3493d3d: 1.5 s against the floor's 1.9 s holds whatever a third run reads.
    assert.equal(pageBudgetsDecided({ ...lcp, floorLcps: [1897, 2020], pages: [at([1521, 1516])] }), true);
    // Missed whatever it reads: even the lower page run over the higher floor run is past 1.2.
    assert.equal(pageBudgetsDecided({ ...lcp, floorLcps: [1900, 2000], pages: [at([2900, 3000])] }), true);
    // 2.2 s against 1.9-2.0 s: a third run could put it on either side.
    assert.equal(pageBudgetsDecided({ ...lcp, floorLcps: [1900, 2000], pages: [at([2200, 2500])] }), false);
  });

  it('waits while CLS straddles its budget, and for every page', () => {
    const floorScores = [0.94, 0.94];
    assert.equal(
      pageBudgetsDecided({ ...budget, floorScores, pages: [page([0.94, 0.94], [0, 0.05])] }),
      false,
    );
    assert.equal(
      pageBudgetsDecided({ ...budget, floorScores, pages: [page([0.94, 0.94]), page([0.85, 0.99])] }),
      false,
    );
  });

  it('never decides a side the full sample would not take: every ending of 3 runs checked', () => {
    const values = [0.85, 0.9, 0.94, 0.97];
    const at = (code, digit) => values[Math.floor(code / values.length ** digit) % values.length];
    for (let code = 0; code < values.length ** 6; code += 1) {
      const floorScores = [0, 1, 2].map((run) => at(code, run));
      const scores = [3, 4, 5].map((run) => at(code, run));
      const heldInFull = median(scores) / median(floorScores) >= 0.95;
      const two = { ...budget, floorScores: floorScores.slice(0, 2), pages: [page(scores.slice(0, 2))] };
      if (!pageBudgetsDecided(two)) continue;
      const [low] = medianRange(two.pages[0].scores, 3);
      const [, floorHigh] = medianRange(two.floorScores, 3);
      assert.equal(low / floorHigh >= 0.95, heldInFull, `${floorScores} / ${scores}`);
    }
  });
});
