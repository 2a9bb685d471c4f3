// The other processes' share of the machine (machine-cpu.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foreignCores, machineBusyTicks, othersQuiet } from './machine-cpu.mjs';

describe('foreignCores', () => {
  it("is the machine's busy CPU less the step's own, over the wall time", () => {
    // 2 s on 2 cores: 300 ticks busy (3 s of CPU), 2.5 s of it the step's own: 0.25 of a core.
    const cores = foreignCores({
      busyBefore: 1000,
      busyAfter: 1300,
      ownBefore: 500,
      ownAfter: 3000,
      wallMs: 2000,
    });
    assert.equal(cores, 0.25);
  });
  it('is never below 0 (ticks and ms are read at slightly different moments)', () => {
    assert.equal(
      foreignCores({ busyBefore: 0, busyAfter: 100, ownBefore: 0, ownAfter: 1100, wallMs: 1000 }),
      0,
    );
  });
  it('is null when a figure could not be read', () => {
    assert.equal(
      foreignCores({ busyBefore: null, busyAfter: 1, ownBefore: 0, ownAfter: 1, wallMs: 1 }),
      null,
    );
  });
});

describe('othersQuiet', () => {
  it('holds when every span is within the limit, and not when one is past it or unknown', () => {
    assert.equal(othersQuiet([0.02, 0.1, 0.2], 0.25), true);
    assert.equal(othersQuiet([0.02, 0.9], 0.25), false);
    assert.equal(othersQuiet([0.02, null], 0.25), false);
    assert.equal(othersQuiet([], 0.25), false);
  });
});

describe('machineBusyTicks', () => {
  it('reads a growing count on Linux', { skip: process.platform !== 'linux' }, () => {
    const before = machineBusyTicks();
    let sum = 0;
    for (let i = 0; i < 3e7; i += 1) sum += i;
    assert.ok(sum > 0);
    assert.ok(machineBusyTicks() >= before);
  });
});
