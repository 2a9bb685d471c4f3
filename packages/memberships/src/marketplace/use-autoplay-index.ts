import { useEffect, useState } from 'react';

/**
 * The shown slide of a carousel of `count` slides: it moves on by one every `delayMs` (wrapping
 * round) unless paused. Every change, by the timer or the user, starts a full delay again.
 */
export function useAutoplayIndex(count: number, delayMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const shown = count === 0 ? 0 : index % count;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((shown + 1) % count), delayMs);
    return () => clearTimeout(timer);
  }, [shown, count, delayMs, paused]);
  const go = (next: number) => setIndex(((next % count) + count) % count);
  return { index: shown, go };
}
