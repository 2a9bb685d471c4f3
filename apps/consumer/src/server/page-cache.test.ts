import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

const deferred = () => {
  let resolve: (value: string) => void = () => {};
  let reject: (reason: Error) => void = () => {};
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A cache on a clock the test moves, whose renders the test finishes one by one. */
function cacheUnderTest() {
  let clock = 0;
  const pending: { key: string; answer: ReturnType<typeof deferred> }[] = [];
  const logs: string[] = [];
  const cache = createPageCache<string>({
    render: (key) => {
      const answer = deferred();
      pending.push({ key, answer });
      return answer.promise;
    },
    refreshMs: 5_000,
    maxAgeMs: 60_000,
    keepMs: 600_000,
    now: () => clock,
    log: (line) => logs.push(line),
  });
  const finish = async (value: string) => {
    const next = pending.shift();
    if (!next) throw new Error('no render under way');
    next.answer.resolve(`${next.key} ${value}`);
    await next.answer.promise;
  };
  const fail = async () => {
    const next = pending.shift();
    next?.answer.reject(new Error('API down'));
    await next?.answer.promise.catch(() => undefined);
  };
  /** A first request for `key` and its render, finished. */
  const renderedOnce = async (key: string) => {
    const first = cache.get(key);
    await finish('v1');
    await first;
  };
  return {
    cache,
    pending,
    logs,
    finish,
    fail,
    renderedOnce,
    at: (ms: number) => {
      clock = ms;
    },
  };
}

describe('the page cache', () => {
  it('makes the first requests for a page wait for one shared render, later ones get it at once', async () => {
    const { cache, pending, finish } = cacheUnderTest();
    const a = cache.get('/marketplace');
    const b = cache.get('/marketplace');
    expect(pending).toHaveLength(1);
    await finish('v1');
    expect([await a, await b]).toEqual(['/marketplace v1', '/marketplace v1']);
    expect(await cache.get('/marketplace')).toBe('/marketplace v1');
    expect(pending).toHaveLength(0);
  });

  it('answers a page past refreshMs at once with the kept render and renders it again behind', async () => {
    const { cache, pending, finish, at, renderedOnce } = cacheUnderTest();
    await renderedOnce('/marketplace');
    at(5_001);
    expect(await cache.get('/marketplace')).toBe('/marketplace v1');
    expect(await cache.get('/marketplace')).toBe('/marketplace v1');
    expect(pending).toHaveLength(1);
    await finish('v2');
    expect(await cache.get('/marketplace')).toBe('/marketplace v2');
  });

  it('keeps visited pages fresh on its ticks and drops pages nobody asked for within keepMs', async () => {
    const { cache, pending, finish, at, renderedOnce } = cacheUnderTest();
    await renderedOnce('/public/token/7');
    at(4_000);
    cache.tick();
    expect(pending).toHaveLength(0);
    at(5_000);
    cache.tick();
    expect(pending.map(({ key }) => key)).toEqual(['/public/token/7']);
    await finish('v2');
    expect(await cache.get('/public/token/7')).toBe('/public/token/7 v2');
    at(605_001);
    cache.tick();
    expect(pending).toHaveLength(0);
    expect(cache.size).toBe(0);
  });

  it('keeps serving a page whose refresh failed until maxAgeMs, then waits for a render', async () => {
    const { cache, pending, finish, fail, at, logs, renderedOnce } = cacheUnderTest();
    await renderedOnce('/marketplace');
    at(6_000);
    expect(await cache.get('/marketplace')).toBe('/marketplace v1');
    await fail();
    expect(logs.join('\n')).toContain('API down');
    at(60_000);
    expect(await cache.get('/marketplace')).toBe('/marketplace v1');
    await fail();
    at(60_001);
    const waiting = cache.get('/marketplace');
    expect(pending).toHaveLength(1);
    await finish('v2');
    expect(await waiting).toBe('/marketplace v2');
  });

  it('keeps no failed first render: the next request renders again', async () => {
    const { cache, pending, finish, fail } = cacheUnderTest();
    const failing = cache.get('/public/token/1');
    await fail();
    await expect(failing).rejects.toThrow('API down');
    expect(cache.size).toBe(0);
    const next = cache.get('/public/token/1');
    expect(pending).toHaveLength(1);
    await finish('v1');
    expect(await next).toBe('/public/token/1 v1');
  });
});
