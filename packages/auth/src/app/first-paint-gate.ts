import type { LoaderFunctionArgs, RouteObject } from 'react-router';

export interface FirstPaintGate {
  /** Settles once the shell's first frame is on screen (or at once in a hidden tab, which paints nothing). */
  painted: Promise<void>;
  /** Called after React's first commit: opens the gate after the next frame. */
  committed: () => void;
}

export function createFirstPaintGate(): FirstPaintGate {
  let open = () => {};
  const painted = new Promise<void>((resolve) => {
    open = resolve;
  });
  const committed = () => {
    if (document.visibilityState === 'hidden') open();
    // A requestAnimationFrame callback runs just before the frame; a task queued from it runs after.
    else requestAnimationFrame(() => setTimeout(open, 0));
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
