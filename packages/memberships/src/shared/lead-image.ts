import { useSyncExternalStore } from 'react';
import { absoluteUrl, leadListeners, loadingLeads } from './lead-image-preload.ts';

export { leadImageOf, preloadImage } from './lead-image-preload.ts';

// Images once let go are never held again: a page being left keeps its images while the next one's
// lead loads, and they are in the browser's cache anyway.
const released = new Set<string>();

const subscribe = (listener: () => void) => {
  leadListeners.add(listener);
  return () => {
    leadListeners.delete(listener);
  };
};

/**
 * `url` once no lead image is loading (at once when `url` is that image); undefined until then. A
 * page's other images (cards, the carousel, the detail's art, covers and logo) wait so that they do
 * not share a phone's bandwidth with the image it paints largest: on /marketplace five thumbnails
 * and a cover (73 kB), on the detail the logo and the art (90 kB), were loading beside it.
 */
export function useAfterLeadImage(url: string | undefined): string | undefined {
  const href = url === undefined || typeof document === 'undefined' ? undefined : absoluteUrl(url);
  const held = useSyncExternalStore(
    subscribe,
    () => {
      if (href === undefined || released.has(href)) return false;
      const loading = loadingLeads();
      return loading.size > 0 && !loading.has(href);
    },
    // A server-rendered page holds them all (its lead image is a plain src, preloaded from the head):
    // they come when its hydration, started after the lead image, renders again with the above.
    () => url !== undefined,
  );
  if (held) return undefined;
  if (href !== undefined) released.add(href);
  return url;
}
