// A Vite plugin for the web apps: the built index.html asks the browser to open its connection to
// the API's origin while the scripts load, so the first data request and the images (served by the
// API) do not wait for it (docs/performance.md, "Page speed"). Only when the build is given
// VITE_API_URL on another origin; without it the app falls back to a local API (a dev set-up).
// No `crossorigin`: the app's requests send credentials and images load without CORS, and both use
// the credentialed connection pool.
// Typed by its shape: `vite` does not resolve from scripts/, only from the apps that use this.
interface HeadTag {
  tag: 'link';
  attrs: Record<string, string>;
  injectTo: 'head';
}

export function apiPreconnect() {
  let apiUrl: string | undefined;
  return {
    name: 'keyclub-api-preconnect',
    configResolved(config: { env: Record<string, string | undefined> }) {
      apiUrl = config.env.VITE_API_URL;
    },
    transformIndexHtml(): HeadTag[] {
      if (!apiUrl) return [];
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(apiUrl).origin }, injectTo: 'head' }];
    },
  };
}
