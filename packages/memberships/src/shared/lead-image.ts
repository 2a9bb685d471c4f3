import type { TokenProfile } from '@keyclub/domain';
import { useSyncExternalStore } from 'react';

/** The image a membership leads with where it is shown large: its first cover, else its art. */
export const leadImageOf = (profile: TokenProfile) => profile.covers[0]?.file ?? profile.art_image;

const absolute = (url: string) => new URL(url, document.baseURI).href;

// The lead images asked for that have not loaded (or failed) yet, and who waits for them.
const loadingLeads = new Set<string>();
const listeners = new Set<() => void>();
// Images once let go are never held again: a page being left keeps its images while the next one's
// lead loads, and they are in the browser's cache anyway.
const released = new Set<string>();

const settle = (href: string) => {
  loadingLeads.delete(href);
  for (const listener of listeners) listener();
};

/**
 * Asks for the image a page will paint largest as soon as a loader knows its URL, beside the page's
 * modules, instead of once the page has rendered (docs/performance.md, "Page speed"). The page's
 * <img> then takes the same response, and its other images wait for it (`useAfterLeadImage`).
 */
export function preloadImage(url: string): void {
  const href = absolute(url);
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  if (known.some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  link.addEventListener('load', () => settle(href), { once: true });
  link.addEventListener('error', () => settle(href), { once: true });
  loadingLeads.add(href);
  document.head.append(link);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * `url` once no lead image is loading (at once when `url` is that image); undefined until then. A
 * page's other images (cards, the carousel, the detail's art, covers and logo) wait so that they do
 * not share a phone's bandwidth with the image it paints largest: on /marketplace five thumbnails
 * and a cover (73 kB), on the detail the logo and the art (90 kB), were loading beside it.
 */
export function useAfterLeadImage(url: string | undefined): string | undefined {
  const href = url === undefined ? undefined : absolute(url);
  const held = useSyncExternalStore(
    subscribe,
    () => href !== undefined && loadingLeads.size > 0 && !loadingLeads.has(href) && !released.has(href),
  );
  if (held) return undefined;
  if (href !== undefined) released.add(href);
  return url;
}
