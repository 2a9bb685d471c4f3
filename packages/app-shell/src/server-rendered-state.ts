import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page hands to the browser's hydration, in one script of the page. */
export interface ServerRenderedState {
  queries: DehydratedState;
  /** The router's loader data (null for every loader of the shells: they only fill the cache). */
  loaderData: Record<string, unknown>;
}

/**
 * Set on #root once the hydrated app has committed (`hydrateApp`): until then a server-rendered page's
 * links are plain links: its starter keeps their pointer events from React's half-hydrated tree (such a
 * click was lost in e2e: React hydrated in the click's task, and no navigation followed).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The id of the page's JSON script holding the state. */
export const SERVER_RENDERED_STATE_ID = 'keyclub-server-state';

/** The state as a script's JSON: `<` escaped, so no text of the data can close the script. */
export const serverStateScript = (state: ServerRenderedState, nonce?: string): string =>
  `<script type="application/json" id="${SERVER_RENDERED_STATE_ID}"${nonce ? ` nonce="${nonce}"` : ''}>${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** The state a server-rendered page carries; null on a page the browser renders alone. */
export function readServerRenderedState(): ServerRenderedState | null {
  const script = document.getElementById(SERVER_RENDERED_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as ServerRenderedState) : null;
}
