import type { LoaderFunctionArgs, RouteObject } from 'react-router';

export interface FirstPaintGate {
  /** Settles once the shell's first frame is on screen (or at once in a hidden tab, which paints nothing). */
  painted: Promise<void>;
  /** Called after React's first commit: opens the gate after the next frame. */
  committed: () => void;
}

/** Settles in the next task (a message, not a timer: a hidden tab does not throttle it). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

export function createFirstPaintGate(): FirstPaintGate {
  let open = () => {};
  const painted = new Promise<void>((resolve) => {
    open = resolve;
  });
  const committed = () => {
    if (document.visibilityState === 'hidden') return open();
    // Whichever says first that the frame is on screen. A message posted from the frame's callback
    // is answered after that frame (a page with nothing to paint, such as a redirect, still gets
    // one); the browser's first-paint report needs no timer, so a page whose clock is held (the
    // loading overlay's tests pause it, frames included) opens all the same.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => open();
      channel.port2.postMessage(null);
    });
    if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((_entries, observer) => {
        observer.disconnect();
        open();
      }).observe({ type: 'paint', buffered: true });
    }
  };
  return { painted, committed };
}

/**
 * The routes, with each `lazy` module and `loader` started only once `painted` settled. The first
 * navigation starts when the router is made, before React renders: its chunk downloads, their
 * evaluation and the loaders' requests otherwise come before the shell's first frame, which then
 * waits for the main thread (docs/performance.md, "Page speed"). After the first frame the gate is
 * open and later navigations start as before.
 */
export function deferUntilPainted(routes: RouteObject[], painted: Promise<void>): RouteObject[] {
  return routes.map((route) => {
    const { lazy, loader, children } = route;
    const deferred = { ...route } as RouteObject & { children?: RouteObject[] };
    if (typeof lazy === 'function') deferred.lazy = () => painted.then(lazy);
    if (typeof loader === 'function') {
      deferred.loader = (args: LoaderFunctionArgs, context?: unknown) =>
        painted.then(() => loader(args, context));
    }
    if (children) deferred.children = deferUntilPainted(children, painted);
    return deferred;
  });
}
