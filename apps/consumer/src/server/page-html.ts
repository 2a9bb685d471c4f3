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
 * Starts the app's code (Vite's tags, kept inert in a template) once the lead image has loaded and
 * been painted (or failed, or 3 s went by; at once in a hidden tab, whose frames wait): until then
 * the page is the server's markup, whose links work, and the image has the phone's bandwidth and main
 * thread to itself (docs/performance.md, "The largest paint"). At the end of the body: the image is parsed.
 */
const appCodeStarter = (
  tags: string[],
) => `<template id="app-code">${tags.join('')}</template><script>(function(){
var started=false;
function go(){if(started)return;started=true;
document.getElementById('app-code').content.querySelectorAll('script,link').forEach(function(from){var el=document.createElement(from.tagName);
for(var i=0;i<from.attributes.length;i++)el.setAttribute(from.attributes[i].name,from.attributes[i].value);document.head.appendChild(el);});}
function painted(){if(document.visibilityState==='hidden')return go();requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,500);}
var lead=document.querySelector('#root img[fetchpriority="high"]');
if(!lead||lead.complete)return painted();
lead.addEventListener('load',painted);lead.addEventListener('error',painted);setTimeout(go,3000);
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
