import { describe, expect, it } from 'vitest';
import { createRenderCache } from './render-cache.ts';

const deferred = () => {
  let resolve: (value: string) => void = () => {};
  let reject: (reason: Error) => void = () => {};
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createRenderCache', () => {
  it('gives the requests arriving during a render that render, and keeps it for the time given', async () => {
    let clock = 0;
    const cached = createRenderCache<string>(2_000, () => clock);
    const first = deferred();
    let renders = 0;
    const render = () => {
      renders += 1;
      return renders === 1 ? first.promise : Promise.resolve(`render ${renders}`);
    };
    const a = cached('/marketplace', render);
    const b = cached('/marketplace', render);
    first.resolve('render 1');
    expect([await a, await b]).toEqual(['render 1', 'render 1']);
    clock = 1_999;
    expect(await cached('/marketplace', render)).toBe('render 1');
    expect(await cached('/marketplace?page=2', render)).toBe('render 2');
    clock = 2_001;
    expect(await cached('/marketplace', render)).toBe('render 3');
  });

  it('does not keep a failed render', async () => {
    const cached = createRenderCache<string>(2_000, () => 0);
    const failing = deferred();
    const answer = cached('/public/token/1', () => failing.promise);
    failing.reject(new Error('API down'));
    await expect(answer).rejects.toThrow('API down');
    expect(await cached('/public/token/1', () => Promise.resolve('rendered'))).toBe('rendered');
  });
});
