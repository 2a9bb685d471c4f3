import { type RefObject, useLayoutEffect } from 'react';

/**
 * Moves the focus to `target` when the control it replaces had it (`OnDemand.hadFocus`). It runs
 * before paint, in the commit that removed the stand-in, so the focus never drops to the page between.
 */
export function useHandOverFocus(target: RefObject<HTMLElement | null>, take: boolean | undefined) {
  useLayoutEffect(() => {
    if (take) target.current?.focus();
  }, [target, take]);
}
