import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { matchPath } from 'react-router';
import { createRenderCache } from './render-cache.ts';
import { type StaticFile, staticFiles } from './static-files.ts';

/** The paths a visitor's first request gets rendered on the server (docs/performance.md, "The largest paint"). */
export const SERVER_RENDERED_PATTERNS = ['/marketplace', '/public/token/:id'];

/** How long a finished render answers the same path and query. */
export const RENDER_CACHE_MS = 2_000;

export interface ServeOptions {
  /** The static build (index.html, assets). */
  dist: string;
  /** A page's full HTML for a path and query, or null when the browser should render it. */
  renderPage: (pathAndQuery: string, template: string) => Promise<string | null>;
  log?: (message: string) => void;
}

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
 * rendered per request (one render shared by the requests for a path and query within
 * RENDER_CACHE_MS); every other path the build's index.html, which the browser renders.
 */
export function createConsumerServer({ dist, renderPage, log = console.error }: ServeOptions): Server {
  const fileAt = staticFiles(dist);
  const cachedRender = createRenderCache<StaticFile | null>(RENDER_CACHE_MS);
  const indexHtml = async () => {
    const file = await fileAt('/index.html');
    if (!file) throw new Error(`${dist} has no index.html`);
    return file;
  };
  const rendered = (pathAndQuery: string) =>
    cachedRender(pathAndQuery, async () => {
      const html = await renderPage(pathAndQuery, (await indexHtml()).body.toString());
      if (html === null) return null;
      const body = Buffer.from(html);
      return { type: 'text/html; charset=utf-8', body, gzipped: gzipSync(body), immutable: false };
    });

  return createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://server');
      const file = url.pathname === '/index.html' ? null : await fileAt(url.pathname);
      if (file) return send(request, response, 200, file);
      if (isRendered(url.pathname)) {
        const page = await rendered(url.pathname + url.search).catch((failure: unknown) => {
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
}
