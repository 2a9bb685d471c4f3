import { cors } from 'hono/cors';
import { ACCESS_TOKEN_HEADER } from './access-token.ts';

/** Only the configured app origins, with cookies, and the access-token header both ways. */
export function corsMiddleware(origins: readonly string[]) {
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', ACCESS_TOKEN_HEADER, 'Idempotency-Key'],
    exposeHeaders: [ACCESS_TOKEN_HEADER],
    maxAge: 600,
  });
}
