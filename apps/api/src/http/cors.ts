import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ACCESS_TOKEN_HEADER } from './access-token.ts';

/**
 * Only the configured app origins, with cookies, and the access-token header both ways. Preflights
 * are Hono's cors; other answers get their headers once the handler has answered, because Hono's
 * cors sets them on `c.res` before: the handler's answer then replaces that placeholder response,
 * which copies it through a stream (about a tenth of a public read's time, docs/performance.md).
 */
export function corsMiddleware(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  const preflight = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', ACCESS_TOKEN_HEADER, 'Idempotency-Key'],
    exposeHeaders: [ACCESS_TOKEN_HEADER],
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin');
    const { headers } = c.res;
    if (origin && allowed.has(origin)) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Access-Control-Expose-Headers', ACCESS_TOKEN_HEADER);
    headers.append('Vary', 'Origin');
  };
}
