import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html.ts';

const template = `<html><head><script data-first-load>startFirstLoad()</script><title>Keyclub</title></head>
<body><div id="root"></div><script type="module" src="/assets/entry.js"></script></body></html>`;

describe('pageHtml', () => {
  it('puts the markup and its state in the root and leaves out the first-load script', () => {
    const html = pageHtml(template, '<main>Velvet Night Pass</main>', {
      queries: { mutations: [], queries: [] },
      loaderData: { '2-0': null },
    });
    expect(html).toContain('<div id="root"><main>Velvet Night Pass</main></div>');
    expect(html).toContain('<script type="application/json" id="keyclub-server-state">');
    expect(html).not.toContain('startFirstLoad');
    expect(html).toContain('<script type="module" src="/assets/entry.js">');
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
