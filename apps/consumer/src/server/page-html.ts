import { STORED_SESSION_KEY } from '@keyclub/app-shell/server';
import {
  HYDRATED_ATTRIBUTE,
  type ServerRenderedState,
  serverStateScript,
} from '@keyclub/app-shell/server-state';

const ROOT = '<div id="root"></div>';
// The built page's inline first-load script (scripts/lib/vite-inline-script.ts) asks for the
// page's reads as the document is read: a server-rendered page carries them already.
const FIRST_LOAD_SCRIPT = /<script data-first-load>[\s\S]*?<\/script>/;
// The app's code as Vite's build names it in the head: the entry and the chunks it preloads.
const APP_CODE = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
// The image the page paints largest, marked by its component (memberships' banner and first cover).
// React writes the attribute as `fetchPriority`: HTML attribute names are case-insensitive.
const LEAD_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const SRC = /\bsrc="([^"]*)"/;

/** The `elementtiming` name the lead image gets: the browser reports its paint under it. */
const LEAD_TIMING = 'lead-image';

/**
 * Starts the app's code (Vite's tags, kept inert in a template) once the lead image has been painted
 * (the Element Timing entry the browser reports after that paint) or has failed, at the user's first
 * touch, key or focus, or after 3 s, whichever comes first; at once on a page without a lead image,
 * in a hidden tab, when the loaded image lies below the first screen (nothing is painted there), or
 * for a browser that keeps a session (the markup is a visitor's page: its own app replaces it).
 * Until then the page is the server's markup, whose links work, and the image has the phone's
 * bandwidth and main thread to itself (docs/performance.md, "The largest paint"). After its paint,
 * not its load: a script whose evaluation starts before the largest paint is on that paint's path in
 * Lighthouse's simulation (the runs whose code started between the load and the paint read 2.2-2.5 s,
 * the others 1.5 s). Events, not frame timers: a test's paused page clock must not hold the app back.
 * Until the hydrated app has committed, pointer events on a link stop at the window: the markup's
 * links stay plain links (the browser follows them) instead of reaching a tree React is still
 * hydrating (buttons are React's to replay). At the end of the body: the image is parsed.
 */
const appCodeStarter = (
  tags: string[],
) => `<template id="app-code">${tags.join('')}</template><script>(function(){
var started=false,lead=document.querySelector('#root img[elementtiming="${LEAD_TIMING}"]'),intents=['pointerdown','keydown','focusin','touchstart'];
function signedIn(){try{var kept=JSON.parse(localStorage.getItem(${JSON.stringify(STORED_SESSION_KEY)})||'null');return typeof(kept&&kept.state&&kept.state.accessToken)==='string';}catch(e){return true;}}
function go(){if(started)return;started=true;intents.forEach(function(type){removeEventListener(type,go,true);});
document.getElementById('app-code').content.querySelectorAll('script,link').forEach(function(from){var el=document.createElement(from.tagName);
for(var i=0;i<from.attributes.length;i++)el.setAttribute(from.attributes[i].name,from.attributes[i].value);document.head.appendChild(el);});}
var root=document.getElementById('root');
function plainUntilHydrated(event){if(event.type==='pointerdown'||event.type==='touchstart')go();
if(!root.hasAttribute('${HYDRATED_ATTRIBUTE}')&&event.target.closest&&event.target.closest('a[href]'))event.stopImmediatePropagation();}
if(signedIn())return go();
['pointerdown','mousedown','pointerup','mouseup','click','auxclick','touchstart','touchend'].forEach(function(type){addEventListener(type,plainUntilHydrated,true);});
if(!lead||document.visibilityState==='hidden'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('element')<0)return go();
new PerformanceObserver(function(list,observer){if(list.getEntries().some(function(entry){return entry.identifier==='${LEAD_TIMING}';})){observer.disconnect();go();}}).observe({type:'element',buffered:true});
function belowFirstScreen(){if(lead.getBoundingClientRect().top>=innerHeight)go();}
if(lead.complete)belowFirstScreen();else lead.addEventListener('load',belowFirstScreen);
lead.addEventListener('error',go);
intents.forEach(function(type){addEventListener(type,go,true);});setTimeout(go,3000);
})()</script>`;

/** The markup with its lead image named for Element Timing (the starter waits for its paint). */
const timed = (markup: string, leadImage: string | undefined) =>
  leadImage
    ? markup.replace(leadImage, () => leadImage.replace(/^<img\b/, `<img elementtiming="${LEAD_TIMING}"`))
    : markup;

/**
 * The static build's index.html with a server-rendered page's markup and state in its root; the
 * lead image asked for from the head, the app's code after it.
 */
export function pageHtml(template: string, markup: string, state: ServerRenderedState): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const appCode = template.match(APP_CODE) ?? [];
  // The src as React wrote it, escaped for an attribute already.
  const leadImage = markup.match(LEAD_IMAGE)?.[0];
  const lead = leadImage?.match(SRC)?.[1];
  const leadPreload = lead ? `<link rel="preload" as="image" href="${lead}" fetchpriority="high">` : '';
  return template
    .replace(FIRST_LOAD_SCRIPT, '')
    .replace(APP_CODE, '')
    .replace(/<head>/, () => `<head>${leadPreload}`)
    .replace(ROOT, () => `<div id="root">${timed(markup, leadImage)}</div>${serverStateScript(state)}`)
    .replace('</body>', () => `${appCodeStarter(appCode)}</body>`);
}
