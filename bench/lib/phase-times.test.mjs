import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { phaseTimes } from './phase-times.mjs';

test('adds up each phase, in the order the phases first ran, and answers the work', async () => {
  const phases = phaseTimes();
  assert.equal(await phases.timed('start', () => 'stack'), 'stack');
  await phases.timed('samples', () => delay(1_100));
  await phases.timed('samples', () => delay(1_100));
  const [, samples] = phases.text().match(/^start \d+ s, samples (\d+) s$/) ?? [];
  assert.ok(Number(samples) >= 2, phases.text());
});

test('counts a phase that failed', async () => {
  const phases = phaseTimes();
  await assert.rejects(
    phases.timed('start', async () => {
      await delay(600);
      throw new Error('no chain');
    }),
    /no chain/,
  );
  const [, start] = phases.text().match(/^start (\d+) s$/) ?? [];
  assert.ok(Number(start) >= 1, phases.text());
});

test("adds up each phase's CPU when the step can read it", async () => {
  let used = 0;
  const phases = phaseTimes({ cpuMs: async () => used });
  await phases.timed('warm-up', async () => {
    used += 61_000;
  });
  await phases.timed('samples', async () => {
    used += 40_000;
  });
  await phases.timed('samples', async () => {
    used += 2_400;
  });
  assert.match(phases.text(), /^warm-up \d+ s \(CPU 61 s\), samples \d+ s \(CPU 42 s\)$/);
});
