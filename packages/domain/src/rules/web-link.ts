const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** Prefixes https:// when a link has no scheme ('example.com' → 'https://example.com'); blank stays ''. */
export function withHttps(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '') return '';
  return HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** True for an absolute http(s) URL whose host has a dot (rejects javascript:, ftp:, bare words). */
export function isWebLink(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
