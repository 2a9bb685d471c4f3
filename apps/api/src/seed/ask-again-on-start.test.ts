import { describe, expect, it } from 'vitest';
import { askAgainOnStart, START_TRIES } from './ask-again-on-start.ts';

/** A read that fails `failures` times, then answers 42; `asked` counts its calls. */
function flakyRead(failures: number) {
  const read = async () => {
    read.asked += 1;
    if (read.asked <= failures) throw new Error(`no answer ${read.asked}`);
    return 42;
  };
  read.asked = 0;
  return read;
}

describe('askAgainOnStart', () => {
  it('answers once the chain answers within its tries', async () => {
    const read = flakyRead(START_TRIES - 1);
    await expect(askAgainOnStart(read)).resolves.toBe(42);
    expect(read.asked).toBe(START_TRIES);
  });

  it('fails with the last error when the chain never answers', async () => {
    const read = flakyRead(START_TRIES);
    await expect(askAgainOnStart(read)).rejects.toThrow(`no answer ${START_TRIES}`);
    expect(read.asked).toBe(START_TRIES);
  });
});
