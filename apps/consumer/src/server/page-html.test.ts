import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html.ts';

const template = `<html><head><script data-first-load>startFirstLoad()</script><title>Keyclub</title>
<script type="module" crossorigin src="/assets/entry.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js"></head>
<body><div id="root"></div></body></html>`;

const state = { queries: { mutations: [], queries: [] }, loaderData: { '2-0': null } };

/** The page's head, and the tags its end-of-body script adds once the lead image is in. */
function parts(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const kept = html.match(/<template id="app-code">(.*?)<\/template><script>/)?.[1] ?? '';
  return { head, startedLater: kept.match(/<script[^>]*><\/script>|<link[^>]*>/g) ?? [] };
}

describe('pageHtml', () => {
  it('puts the markup and its state in the root and leaves out the first-load script', () => {
    const html = pageHtml(template, '<main>Velvet Night Pass</main>', state);
    expect(html).toContain('<div id="root"><main>Velvet Night Pass</main></div>');
    expect(html).toContain('<script type="application/json" id="keyclub-server-state">');
    expect(html).not.toContain('startFirstLoad');
  });

  it("asks for the lead image from the head, names it for its paint's timing and starts the app's code after it", () => {
    // As React's renderToString writes it (fetchPriority, camel case).
    const markup =
      '<main><img src="http://api/files/1?w=1&amp;h=2" fetchPriority="high"/><img src="/2"/></main>';
    const html = pageHtml(template, markup, state);
    const { head, startedLater } = parts(html);
    expect(head).toContain(
      '<head><link rel="preload" as="image" href="http://api/files/1?w=1&amp;h=2" fetchpriority="high">',
    );
    expect(html).toContain(
      '<main><img elementtiming="lead-image" src="http://api/files/1?w=1&amp;h=2" fetchPriority="high"/><img src="/2"/></main>',
    );
    expect(head).not.toContain('/assets/');
    expect(startedLater).toEqual([
      '<script type="module" crossorigin src="/assets/entry.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
    ]);
  });

  it('preloads nothing on a page without a lead image, and still starts its code', () => {
    const { head, startedLater } = parts(pageHtml(template, '<main>No featured membership</main>', state));
    expect(head).not.toContain('rel="preload"');
    expect(startedLater).toHaveLength(2);
  });

  it('keeps text of the data from closing its script, and $ patterns literal', () => {
    const html = pageHtml(template, "<p>$' $&</p>", {
      queries: { mutations: [], queries: [] },
      loaderData: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain("<p>$' $&</p>");
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });
});
