// The API step's p99 at 200 requests/s (rate-verdict.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { needsFloorAtRate, rateMissesOf } from './rate-verdict.mjs';

const TARGET = { maxMs: 25, overFloor: 3, maxFloorSpread: 0.5 };
const row = (server, p99, memberships = 10_000, run = undefined) => ({
  read: 'GET /tokens/{id}',
  memberships,
  server,
  ...(run && { run }),
  rate: 200,
  latency_ms: { p99 },
});

describe('needsFloorAtRate', () => {
  it('leaves the floor out while the API is within 25 ms: no floor figure can fail it', () => {
    assert.equal(needsFloorAtRate(24.9, TARGET), false);
    assert.equal(needsFloorAtRate(25, TARGET), false);
  });

  it('asks for the floor once the API passed 25 ms', () => {
    assert.equal(needsFloorAtRate(25.1, TARGET), true);
  });
});

describe('rateMissesOf', () => {
  it('holds an API within 25 ms measured alone', () => {
    assert.deepEqual(rateMissesOf([row('api', 9.8), row('api', 12, 100_000)], TARGET), {
      judged: [],
      notJudged: [],
      any: false,
    });
  });

  it('refuses to judge an API past 25 ms with no floor beside it', () => {
    assert.throws(() => rateMissesOf([row('api', 30)], TARGET), /no floor run beside it/);
  });

  it('holds an API within 3 × a slow floor', () => {
    const rows = [row('floor', 11, 10_000, 'before'), row('api', 30), row('floor', 12, 10_000, 'after')];
    assert.equal(rateMissesOf(rows, TARGET).any, false);
  });

  it('judges a miss where the floor held 25 ms and still: a real miss', () => {
    const rows = [row('floor', 5, 10_000, 'before'), row('api', 40), row('floor', 6, 10_000, 'after')];
    const { judged, notJudged } = rateMissesOf(rows, TARGET);
    assert.deepEqual(notJudged, []);
    assert.match(
      judged[0],
      /p99 at 200 req\/s 40 ms > 25\.0 ms at 10000 \(floor before and after 5 and 6 ms/,
    );
  });

  it('does not judge a miss where the floor moved between its runs or missed 25 ms', () => {
    const moved = [row('floor', 4, 10_000, 'before'), row('api', 40), row('floor', 8, 10_000, 'after')];
    assert.equal(rateMissesOf(moved, TARGET).notJudged.length, 1);
    const slow = [row('floor', 26, 10_000, 'before'), row('api', 90), row('floor', 27, 10_000, 'after')];
    assert.deepEqual(rateMissesOf(slow, TARGET).judged, []);
    assert.equal(rateMissesOf(slow, TARGET).notJudged.length, 1);
  });

  it('judges no miss beside one floor run that passed 25 ms itself (the machine too busy)', () => {
    const held = [row('api', 80), row('floor', 30, 10_000, 'after')];
    assert.equal(rateMissesOf(held, TARGET).any, false);
    const busy = [row('api', 100), row('floor', 30, 10_000, 'after')];
    assert.deepEqual(rateMissesOf(busy, TARGET).judged, []);
    assert.match(rateMissesOf(busy, TARGET).notJudged[0], /100 ms > 90\.0 ms at 10000/);
  });

  it('takes the floor of the same size', () => {
    const rows = [
      row('api', 12),
      row('floor', 3, 100_000, 'before'),
      row('api', 30, 100_000),
      row('floor', 3, 100_000, 'after'),
    ];
    assert.match(rateMissesOf(rows, TARGET).judged[0], /at 100000 \(floor before and after 3 and 3 ms/);
  });

  it('does not hold an API whose run gave up: its p99 is only a lower bound', () => {
    const gaveUp = { ...row('api', 250), gave_up: true };
    const { judged, notJudged } = rateMissesOf([gaveUp, row('floor', 200, 10_000, 'after')], TARGET);
    assert.deepEqual(judged, []);
    assert.match(notJudged[0], /past 250 ms at 10000 \(gave up\)/);
  });

  it('judges an API that gave up missed beside a floor that held 25 ms still', () => {
    const gaveUp = { ...row('api', 250), gave_up: true };
    const floors = [row('floor', 10, 10_000, 'before'), row('floor', 11, 10_000, 'after')];
    const { judged } = rateMissesOf([row('floor', 10, 10_000, 'before'), gaveUp, floors[1]], TARGET);
    assert.match(judged[0], /≥ 250 ms > 33\.0 ms/);
  });

  it('holds an API within 3 × the lower bound of a floor that gave up', () => {
    const floorGaveUp = { ...row('floor', 250, 10_000, 'after'), gave_up: true };
    assert.equal(rateMissesOf([row('api', 700), floorGaveUp], TARGET).any, false);
    assert.deepEqual(rateMissesOf([row('api', 800), floorGaveUp], TARGET).judged, []);
  });
});
