import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstPaintGate, deferUntilPainted, nextTask } from './first-paint-gate.ts';

const args = { request: new Request('http://localhost/marketplace'), params: {} } as LoaderFunctionArgs;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('deferUntilPainted', () => {
  it('starts no loader and no lazy module, nested ones included, before the first paint; all of them after', async () => {
    let paint = () => {};
    const painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    const loader = vi.fn(() => 'page data');
    const lazy = vi.fn(async () => ({ Component: () => null }));
    const [root] = deferUntilPainted(
      [{ path: '/', children: [{ path: 'marketplace', loader, lazy }] }],
      painted,
    );
    const child = (root?.children ?? [])[0] as RouteObject;

    const answer = (child.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    const module = (child.lazy as () => Promise<unknown>)();
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(lazy).not.toHaveBeenCalled();

    paint();
    expect(await answer).toBe('page data');
    expect(loader).toHaveBeenCalledWith(args, undefined);
    expect(await module).toHaveProperty('Component');
  });

  it('leaves routes without a loader or module as they are', () => {
    const painted = Promise.resolve();
    const [route] = deferUntilPainted([{ path: '/terms', element: null }], painted);
    expect(route).toEqual({ path: '/terms', element: null });
  });
});

/** A gate told of React's first commit, shown still closed; `signal` then must open it. */
async function expectOpenedOnlyBy(signal: () => void) {
  const gate = createFirstPaintGate();
  const opened = vi.fn();
  void gate.painted.then(opened);
  gate.committed();
  await settle();
  expect(opened).not.toHaveBeenCalled();
  signal();
  await gate.painted;
  expect(opened).toHaveBeenCalled();
}

describe('createFirstPaintGate', () => {
  it('opens when the browser reports the first paint, not before', async () => {
    let report = () => {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: unknown, observer: { disconnect: () => void }) => void) {
        report = () => callback([], { disconnect: () => undefined });
      }
      observe = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    // Frames held, as a paused page clock holds them.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await expectOpenedOnlyBy(() => report());
  });

  it('opens after the frame that follows the first commit, with nothing painted or no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    await expectOpenedOnlyBy(() => {
      for (const frame of frames) frame(0);
    });
  });

  it('opens at once in a hidden tab, where no frame comes', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const gate = createFirstPaintGate();
    gate.committed();
    await gate.painted;
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('settles after the microtasks queued beside it, as a dynamic import asked for a microtask later', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('microtasks'));
    await next;
    expect(order).toEqual(['microtasks', 'next task']);
  });
});
