export interface PageCacheOptions<T> {
  /** Renders a page by its key (path and query); null when the browser should render it. */
  render: (key: string) => Promise<T | null>;
  /** A page older than this is rendered again in the background; the kept one answers meanwhile. */
  refreshMs: number;
  /** A kept page older than this (its refreshes failing) is not served: a request waits for a render. */
  maxAgeMs: number;
  /** A page nobody asked for this long is dropped (and no longer refreshed). */
  keepMs: number;
  now?: () => number;
  log?: (message: string) => void;
}

interface Entry<T> {
  /** The last finished render, and when it started (its data are at least that recent). */
  page?: { value: T | null; renderedAt: number };
  /** The render under way, shared by every request that waits for one. */
  rendering?: Promise<T | null>;
  askedAt: number;
}

/**
 * Rendered pages by path and query, stale-while-revalidate (docs/performance.md, "The largest
 * paint"): a request gets the kept render at once and, when it is older than `refreshMs`, starts its
 * replacement; `tick()` (every `refreshMs`, see `startRefreshing`) refreshes the pages asked for
 * within `keepMs` before anyone asks. So a page's data are at most `refreshMs` plus one render old
 * while it is being visited, and never older than `maxAgeMs`; only a page's first visitor (or the
 * first after `keepMs` without one) waits for its render. A failed render is not kept.
 */
export function createPageCache<T>({
  render,
  refreshMs,
  maxAgeMs,
  keepMs,
  now = Date.now,
  log = console.error,
}: PageCacheOptions<T>) {
  const entries = new Map<string, Entry<T>>();

  const renderInto = (key: string, entry: Entry<T>): Promise<T | null> => {
    if (entry.rendering) return entry.rendering;
    const renderedAt = now();
    const rendering = render(key).then(
      (value) => {
        entry.page = { value, renderedAt };
        return value;
      },
      (failure: unknown) => {
        // A kept page stays (until maxAgeMs); one never rendered is forgotten.
        if (!entry.page && entries.get(key) === entry) entries.delete(key);
        throw failure;
      },
    );
    entry.rendering = rendering;
    const done = () => {
      if (entry.rendering === rendering) entry.rendering = undefined;
    };
    rendering.then(done, done);
    return rendering;
  };

  const refresh = (key: string, entry: Entry<T>) => {
    renderInto(key, entry).catch((failure: unknown) =>
      log(`refreshing the render of ${key} failed: ${String(failure)}`),
    );
  };

  return {
    /** The page for `key`: the kept render if it is young enough, else a render's (also to warm it). */
    get(key: string): Promise<T | null> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { askedAt: now() };
        entries.set(key, entry);
      }
      entry.askedAt = now();
      const { page } = entry;
      if (page && now() - page.renderedAt <= maxAgeMs) {
        if (now() - page.renderedAt > refreshMs) refresh(key, entry);
        return Promise.resolve(page.value);
      }
      return renderInto(key, entry);
    },
    /** Drops the pages not asked for within keepMs and refreshes the others that are due. */
    tick(): void {
      for (const [key, entry] of entries) {
        if (now() - entry.askedAt > keepMs) entries.delete(key);
        else if (entry.page && now() - entry.page.renderedAt >= refreshMs) refresh(key, entry);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache<T> = ReturnType<typeof createPageCache<T>>;

/** Ticks `cache` every `everyMs` without keeping the process alive; answers the stop. */
export function startRefreshing(cache: { tick: () => void }, everyMs: number): () => void {
  const timer = setInterval(() => cache.tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
