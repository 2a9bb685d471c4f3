// The machine's speed probe (cpu-speed-probe.mjs). `node --test bench/lib/`; npm test runs it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCpuSpeedProbe } from './cpu-speed-probe.mjs';

describe('startCpuSpeedProbe', () => {
  it('answers the CPU time of its fixed work in the span since its last read, then starts a new span', async () => {
    const probe = startCpuSpeedProbe();
    try {
      await probe.read();
      await sleep(400);
      const span = await probe.read();
      assert.ok(span.samples >= 1, `${span.samples} samples in 400 ms`);
      assert.ok(span.cpuUs > 0);
      const empty = await probe.read();
      assert.ok(empty.samples <= 1, 'a read starts a new span');
    } finally {
      probe.stop();
    }
  });
});
