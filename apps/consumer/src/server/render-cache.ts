/**
 * Renders by key, kept `ttlMs` after they finish: requests for the same page while it renders or
 * soon after share one render. A failed render is not kept.
 */
export function createRenderCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { answer: Promise<T>; until: number }>();
  return (key: string, render: () => Promise<T>): Promise<T> => {
    const kept = entries.get(key);
    if (kept && kept.until > now()) return kept.answer;
    const entry = { answer: render(), until: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    entry.answer.then(
      () => {
        entry.until = now() + ttlMs;
        setTimeout(() => entries.get(key) === entry && entries.delete(key), ttlMs).unref?.();
      },
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry.answer;
  };
}
