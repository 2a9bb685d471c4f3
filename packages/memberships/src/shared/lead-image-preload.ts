import type { TokenProfile } from '@keyclub/domain';

// Apart from the hook (lead-image.ts), so a page's inline script can preload without React.

/** The image a membership leads with where it is shown large: its first cover, else its art. */
export const leadImageOf = (profile: TokenProfile) => profile.covers[0]?.file ?? profile.art_image;

export const absoluteUrl = (url: string) => new URL(url, document.baseURI).href;

/** Marks a preload link this bundle or the page's inline script made, until it loads or fails. */
const LOADING = 'keyclubLoading';
const LOADING_LEADS = 'link[rel="preload"][as="image"][data-keyclub-loading]';

// Who waits for a lead image (useAfterLeadImage), and the preload links this copy of the module
// listens to (the page's inline script is another copy, with listeners of its own).
export const leadListeners = new Set<() => void>();
const watched = new WeakSet<HTMLLinkElement>();

/**
 * The lead images this copy asked for (or adopted) that have not loaded or failed yet. Read from the
 * document's preload links rather than kept apart, so a new document, or a test's emptied head,
 * starts with none.
 */
export const loadingLeads = () =>
  new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>(LOADING_LEADS)]
      .filter((link) => watched.has(link))
      .map((link) => link.href),
  );

/**
 * Asks for the image a page will paint largest as soon as a loader knows its URL, beside the page's
 * modules, instead of once the page has rendered (docs/performance.md, "Page speed"). The page's
 * <img> then takes the same response, and its other images wait for it (`useAfterLeadImage`). A
 * preload the page's inline script started is adopted: still loading, it holds the others too.
 */
export function preloadImage(url: string): void {
  // A server render's loaders (the consumer's server) have no page to preload into: the image is in its markup.
  if (typeof document === 'undefined') return;
  const href = absoluteUrl(url);
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  const known = links.find((link) => link.href === href);
  if (known && (watched.has(known) || known.dataset[LOADING] === undefined)) return;
  const link = known ?? document.createElement('link');
  link.dataset[LOADING] = '';
  const loaded = () => {
    delete link.dataset[LOADING];
    for (const listener of leadListeners) listener();
  };
  link.addEventListener('load', loaded, { once: true });
  link.addEventListener('error', loaded, { once: true });
  watched.add(link);
  if (known) return;
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
