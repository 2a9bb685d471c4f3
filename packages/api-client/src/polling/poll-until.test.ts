import { environmentManager, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pollUntil } from './poll-until.ts';

// Node has no window, so React Query would treat it as a server and schedule no refetch timer; the
// app polls in a browser.
environmentManager.setIsServer(() => false);

/** A queryFn that gives (or throws) the scripted answers in turn, counting its calls. */
const scripted = (steps: Array<string | Error>) => {
  const calls = { count: 0 };
  const queryFn = async () => {
    const step = steps[Math.min(calls.count, steps.length - 1)] as string | Error;
    calls.count += 1;
    if (step instanceof Error) throw step;
    return step;
  };
  return { calls, queryFn };
};

const base = { queryKey: ['poll-test'], intervalMs: 1, settled: (answer: string) => answer === 'done' };

describe('pollUntil', () => {
  it('asks again while the answer is not settled, and retries a retryable failure', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = scripted(['wait', new Error('down'), 'wait', 'done', 'after']);
    const answer = await pollUntil(client, {
      ...base,
      queryFn,
      keepAsking: () => true,
      retryable: () => true,
    });
    expect(answer).toBe('done');
    expect(calls.count).toBe(4);
    expect(client.getQueryCache().findAll()).toEqual([]);
  });

  it('throws a failure it does not retry, without asking again', async () => {
    const { calls, queryFn } = scripted(['wait', new Error('refused'), 'done']);
    await expect(
      pollUntil(new QueryClient(), { ...base, queryFn, keepAsking: () => true, retryable: () => false }),
    ).rejects.toThrow('refused');
    expect(calls.count).toBe(2);
  });

  it('answers the last answer once it may no longer ask', async () => {
    const { calls, queryFn } = scripted(['wait']);
    const answer = await pollUntil(new QueryClient(), {
      ...base,
      queryFn,
      keepAsking: () => calls.count < 3,
    });
    expect(answer).toBe('wait');
    expect(calls.count).toBe(3);
  });

  it('starts from an answer in hand: settled, it asks nothing; pending, it asks after the interval', async () => {
    const { calls, queryFn } = scripted(['done']);
    expect(
      await pollUntil(new QueryClient(), { ...base, queryFn, keepAsking: () => true, first: 'done' }),
    ).toBe('done');
    expect(calls.count).toBe(0);
    expect(
      await pollUntil(new QueryClient(), { ...base, queryFn, keepAsking: () => true, first: 'wait' }),
    ).toBe('done');
    expect(calls.count).toBe(1);
  });
});
