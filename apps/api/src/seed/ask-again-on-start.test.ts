import { describe, expect, it } from 'vitest';
import { ChainRefusedError, ChainUnavailableError } from '../adapters/chain/chain-port.ts';
import { askAgainOnStart } from './ask-again-on-start.ts';

/** A read that fails with `error()` `failures` times, then answers 42; `asked` counts its calls. */
function flakyRead(failures: number, error: () => Error = () => new ChainUnavailableError('timeout')) {
  const read = async () => {
    read.asked += 1;
    if (read.asked <= failures) throw error();
    return 42;
  };
  read.asked = 0;
  return read;
}

/** A clock that moves `stepMs` each time it is read. */
function steppingClock(stepMs: number) {
  let time = 0;
  return () => {
    time += stepMs;
    return time;
  };
}

describe('askAgainOnStart', () => {
  it('keeps asking an unavailable chain until it answers within the deadline', async () => {
    const read = flakyRead(10);
    const options = { deadlineMs: 60_000, pauseMs: 0, now: steppingClock(1_000) };
    await expect(askAgainOnStart('eth_blockNumber', read, options)).resolves.toBe(42);
    expect(read.asked).toBe(11);
  });

  it('fails after the deadline, naming what it asked, how long and how many times', async () => {
    const read = flakyRead(Number.POSITIVE_INFINITY);
    const options = { deadlineMs: 5_000, pauseMs: 0, now: steppingClock(1_000) };
    await expect(askAgainOnStart('eth_blockNumber', read, options)).rejects.toThrow(
      'eth_blockNumber: no answer from the chain within 5 s (5 tries)',
    );
  });

  it('does not ask again when the node answered with a refusal', async () => {
    const read = flakyRead(1, () => new ChainRefusedError('reverted'));
    const options = { deadlineMs: 60_000, pauseMs: 0, now: steppingClock(1_000) };
    await expect(askAgainOnStart('the deployment', read, options)).rejects.toBeInstanceOf(ChainRefusedError);
    expect(read.asked).toBe(1);
  });
});
