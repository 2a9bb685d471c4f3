import { type ServerRenderedState, serverStateScript } from '@keyclub/app-shell/server-state';

const ROOT = '<div id="root"></div>';
// The built page's inline first-load script (scripts/lib/vite-inline-script.ts) asks for the
// page's reads as the document is read: a server-rendered page carries them already.
const FIRST_LOAD_SCRIPT = /<script data-first-load>[\s\S]*?<\/script>/;
// The app's code as Vite's build names it in the head: the entry and the chunks it preloads.
const APP_CODE = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
// The image the page paints largest, marked by its component (memberships' banner and first cover).
const LEAD_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/;
const SRC = /\bsrc="([^"]*)"/;

/**
 * Starts the app's code (Vite's tags, kept inert in a template) once the lead image has loaded (or
 * failed), at the user's first touch, key or focus, or after 3 s, whichever comes first; at once on a
 * page without a lead image or in a hidden tab. Until then the page is the server's markup, whose
 * links work, and the image has the phone's bandwidth and main thread to itself (docs/performance.md,
 * "The largest paint"). Events, not timers (but the last resort): a test's paused page clock must not
 * hold the app back. At the end of the body: the image is parsed.
 */
const appCodeStarter = (
  tags: string[],
) => `<template id="app-code">${tags.join('')}</template><script>(function(){
var started=false,lead=document.querySelector('#root img[fetchpriority="high"]'),intents=['pointerdown','keydown','focusin','touchstart'];
function go(){if(started)return;started=true;intents.forEach(function(type){removeEventListener(type,go,true);});
document.getElementById('app-code').content.querySelectorAll('script,link').forEach(function(from){var el=document.createElement(from.tagName);
for(var i=0;i<from.attributes.length;i++)el.setAttribute(from.attributes[i].name,from.attributes[i].value);document.head.appendChild(el);});}
if(!lead||lead.complete||document.visibilityState==='hidden')return go();
lead.addEventListener('load',go);lead.addEventListener('error',go);
intents.forEach(function(type){addEventListener(type,go,true);});setTimeout(go,3000);
})()</script>`;

/**
 * The static build's index.html with a server-rendered page's markup and state in its root; the
 * lead image asked for from the head, the app's code after it.
 */
export function pageHtml(template: string, markup: string, state: ServerRenderedState): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const appCode = template.match(APP_CODE) ?? [];
  // The src as React wrote it, escaped for an attribute already.
  const lead = markup.match(LEAD_IMAGE)?.[0].match(SRC)?.[1];
  const leadPreload = lead ? `<link rel="preload" as="image" href="${lead}" fetchpriority="high">` : '';
  return template
    .replace(FIRST_LOAD_SCRIPT, '')
    .replace(APP_CODE, '')
    .replace(/<head>/, () => `<head>${leadPreload}`)
    .replace(ROOT, () => `<div id="root">${markup}</div>${serverStateScript(state)}`)
    .replace('</body>', () => `${appCodeStarter(appCode)}</body>`);
}
