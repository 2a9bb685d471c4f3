import type { TokenProfile } from '@keyclub/domain';

/** The image a membership leads with where it is shown large: its first cover, else its art. */
export const leadImageOf = (profile: TokenProfile) => profile.covers[0]?.file ?? profile.art_image;

/**
 * Asks for the image a page will paint largest as soon as a loader knows its URL, beside the page's
 * modules, instead of once the page has rendered (docs/performance.md, "Page speed"). The page's
 * <img> then takes the same response.
 */
export function preloadImage(url: string): void {
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  if (known.some((link) => link.href === new URL(url, document.baseURI).href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
