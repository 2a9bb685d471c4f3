import { type ServerRenderedState, serverStateScript } from '@keyclub/app-shell/server-state';

const ROOT = '<div id="root"></div>';
// The built page's inline first-load script (scripts/lib/vite-inline-script.ts) asks for the
// page's reads as the document is read: a server-rendered page carries them already.
const FIRST_LOAD_SCRIPT = /<script data-first-load>[\s\S]*?<\/script>/;

/** The static build's index.html with a server-rendered page's markup and state in its root. */
export function pageHtml(template: string, markup: string, state: ServerRenderedState): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  return template
    .replace(FIRST_LOAD_SCRIPT, '')
    .replace(ROOT, () => `<div id="root">${markup}</div>${serverStateScript(state)}`);
}
