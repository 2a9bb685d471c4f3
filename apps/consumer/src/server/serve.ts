import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { matchPath } from 'react-router';
import { createPageCache, startRefreshing } from './page-cache.ts';
import { type StaticFile, staticFiles } from './static-files.ts';

/** The paths a visitor's first request gets rendered on the server (docs/performance.md, "The largest paint"). */
export const SERVER_RENDERED_PATTERNS = ['/marketplace', '/public/token/:id'];

/**
 * A rendered page older than this is rendered again behind the kept one (checked every second), so a
 * visited page's data are at most REFRESH_MS + 1 s + one render old; a page whose refreshes fail is
 * served up to MAX_AGE_MS; one nobody visits for KEEP_MS is dropped (its next visitor waits).
 */
export const PAGE_CACHE = { refreshMs: 5_000, maxAgeMs: 60_000, keepMs: 10 * 60_000, tickMs: 1_000 };

export interface ServeOptions {
  /** The static build (index.html, assets). */
  dist: string;
  /** A page's full HTML for a path and query, or null when the browser should render it. */
  renderPage: (pathAndQuery: string, template: string) => Promise<string | null>;
  log?: (message: string) => void;
  pageCache?: typeof PAGE_CACHE;
}

export type ConsumerServer = Server & { warm: (pathAndQuery: string) => Promise<unknown> };

const isRendered = (pathname: string) =>
  SERVER_RENDERED_PATTERNS.some((pattern) => matchPath(pattern, pathname));

function send(request: IncomingMessage, response: ServerResponse, status: number, file: StaticFile): void {
  const gzip = file.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? (file.gzipped as Buffer) : file.body;
  response.writeHead(status, {
    'content-type': file.type,
    'content-length': body.length,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(file.gzipped ? { vary: 'accept-encoding' } : {}),
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The consumer's web server: the build's files; a visitor's `/marketplace` and `/public/token/{id}`
 * rendered on the server and kept (PAGE_CACHE: stale-while-revalidate, so a visitor does not wait
 * for a render); every other path the build's index.html, which the browser renders.
 */
export function createConsumerServer({
  dist,
  renderPage,
  log = console.error,
  pageCache = PAGE_CACHE,
}: ServeOptions): ConsumerServer {
  const fileAt = staticFiles(dist);
  const indexHtml = async () => {
    const file = await fileAt('/index.html');
    if (!file) throw new Error(`${dist} has no index.html`);
    return file;
  };
  const pages = createPageCache<StaticFile>({
    ...pageCache,
    log,
    render: async (pathAndQuery) => {
      const html = await renderPage(pathAndQuery, (await indexHtml()).body.toString());
      if (html === null) return null;
      const body = Buffer.from(html);
      return { type: 'text/html; charset=utf-8', body, gzipped: gzipSync(body), immutable: false };
    },
  });
  const stopRefreshing = startRefreshing(pages, pageCache.tickMs);

  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://server');
      const file = url.pathname === '/index.html' ? null : await fileAt(url.pathname);
      if (file) return send(request, response, 200, file);
      if (isRendered(url.pathname)) {
        const page = await pages.get(url.pathname + url.search).catch((failure: unknown) => {
          log(`server render of ${url.pathname}${url.search} failed: ${String(failure)}`);
          return null;
        });
        if (page) return send(request, response, 200, page);
      }
      send(request, response, 200, await indexHtml());
    } catch (failure) {
      log(`answering ${request.url} failed: ${String(failure)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
  // Idle connections kept longer than a browser's or a balancer's (60 s): at Node's 5 s, a client
  // reusing one just as the server closed it got ECONNRESET (seen in e2e at load ~29).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('close', stopRefreshing);
  return Object.assign(server, {
    /** Renders a page ahead of its first visitor. */
    warm: (pathAndQuery: string) =>
      pages.get(pathAndQuery).catch((failure: unknown) => {
        log(`warming ${pathAndQuery} failed: ${String(failure)}`);
        return null;
      }),
  });
}
