/** What a link preview shows: every value is plain text, escaped here. */
export type Preview = {
  title: string;
  description: string;
  /** Absolute URL of the picture (the membership's art, the business's cover or logo). */
  image: string | null;
  /** The page people are sent to: the consumer app's URL of the membership or business. */
  canonicalUrl: string;
  /** Extra Open Graph properties, e.g. `product:price:amount`. */
  extra?: Record<string, string>;
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an HTML attribute or element: a title like `"><script>` stays text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** The preview's description: one line, at most `max` characters (previews cut long ones anyway). */
export function oneLine(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The HTML a link-preview fetcher reads: Open Graph and Twitter card tags, the canonical link, and a
 * plain link for a person who lands here anyway. No script: the API's CSP allows none.
 */
export function previewPage(preview: Preview): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('property', 'og:site_name', 'Keyclub'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.canonicalUrl),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    ...Object.entries(preview.extra ?? {}).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
    meta('name', 'description', preview.description),
  ];
  const url = escapeHtml(preview.canonicalUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(preview.title)}</title>
<link rel="canonical" href="${url}">
${tags.join('\n')}
</head>
<body>
<h1>${escapeHtml(preview.title)}</h1>
<p>${escapeHtml(preview.description)}</p>
<p><a href="${url}">Open on Keyclub</a></p>
</body>
</html>
`;
}
