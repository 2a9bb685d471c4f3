import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedReading } from './shared-reading.ts';

describe('sharedReading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers calls within the age bound from one read, and reads again after it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    let reads = 0;
    const read = sharedReading(1_000, async (_port: object) => ++reads);
    const port = {};
    expect(await Promise.all([read(port), read(port), read(port)])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(999);
    expect(await read(port)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await read(port)).toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps one reading per port', async () => {
    const read = sharedReading(60_000, async (port: { name: string }) => port.name);
    expect(await read({ name: 'a' })).toBe('a');
    expect(await read({ name: 'b' })).toBe('b');
  });

  it('shares a failing read with the calls waiting on it, then asks again', async () => {
    let reads = 0;
    const read = sharedReading(60_000, async (_port: object) => {
      reads += 1;
      if (reads === 1) throw new Error('node down');
      return reads;
    });
    const port = {};
    const waiting = [read(port), read(port)];
    for (const answer of waiting) await expect(answer).rejects.toThrow('node down');
    expect(await read(port)).toBe(2);
    expect(reads).toBe(2);
  });
});
