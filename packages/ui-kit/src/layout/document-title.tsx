import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** A route's `handle` naming its page; the deepest matched route with a title names the document. */
export interface PageHandle {
  title: string;
}

/** The handle of a route whose page is called `title` (e.g. `handle: pageTitle('Marketplace')`). */
export const pageTitle = (title: string): PageHandle => ({ title });

const hasTitle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string';

/** Sets document.title to '{page} | {appName}' from the matched routes' handles (every page is named). */
export function DocumentTitle({ appName }: { appName: string }) {
  const handle = useMatches().findLast((match) => hasTitle(match.handle))?.handle;
  const page = hasTitle(handle) ? handle.title : undefined;
  useEffect(() => {
    document.title = page ? `${page} | ${appName}` : appName;
  }, [page, appName]);
  return null;
}
