import { type RefObject, useCallback, useRef, useState } from 'react';

export interface OnDemand<M> {
  /** The module once it arrived. */
  module: M | null;
  /** The user asked for what it shows (a click) before it arrived: show it open on arrival. */
  requested: boolean;
  /** The trigger had the focus when the module arrived: its replacement takes the focus over. */
  hadFocus: boolean;
  /** Starts loading (pointer-enter, focus), so it is usually there by the click. */
  prepare: () => void;
  /** The user asked for it (pointer-down, click): loads it, and marks it asked for. */
  request: () => void;
  /**
   * The props of a menu button standing in until its menu's module arrives: it loads as the pointer or the focus
   * reaches it, and a click before the module arrived shows it busy, then the menu open.
   */
  standIn: {
    'aria-expanded': false;
    loading: boolean;
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: () => void;
    onClick: () => void;
  };
}

/**
 * A module a control loads when the user reaches for it, not with the page (an account menu, a
 * dialog): `trigger` is the control standing in until then. A failed load is thrown at render, as
 * `React.lazy` does, for the route's error boundary.
 */
export function useOnDemand<M>(load: () => Promise<M>, trigger?: RefObject<HTMLElement | null>): OnDemand<M> {
  const [arrived, setArrived] = useState<{ module: M; hadFocus: boolean } | null>(null);
  const [requested, setRequested] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  const prepare = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (module) => setArrived({ module, hadFocus: document.activeElement === trigger?.current }),
      (failure: unknown) => setError(failure ?? new Error('Loading failed')),
    );
  }, [load, trigger]);
  const request = useCallback(() => {
    setRequested(true);
    prepare();
  }, [prepare]);
  if (error) throw error;
  return {
    module: arrived?.module ?? null,
    requested,
    hadFocus: arrived?.hadFocus ?? false,
    prepare,
    request,
    standIn: {
      'aria-expanded': false,
      loading: requested,
      onPointerEnter: prepare,
      onFocus: prepare,
      onPointerDown: request,
      onClick: request,
    },
  };
}
