import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';

const PREFIX = '/files/';

/** A percent-decoded key, or null when the encoding is malformed (no file can have that key). */
function decodeKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Serves stored files; keys are random and never reused, so caches may keep them forever. */
export function registerFileRoutes(app: Router, deps: AppDeps) {
  // Browsers must never guess another type than the stored one (e.g. run an upload as a script),
  // on the files and on their error answers alike.
  app.use(`${PREFIX}*`, async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  // Keys contain slashes, which an OpenAPI path parameter cannot express: plain route, documented below.
  app.get(`${PREFIX}*`, async (c) => {
    const key = decodeKey(c.req.path.slice(PREFIX.length));
    const stored = key === null ? null : await deps.storage.get(key);
    if (!stored) throw notFound('File not found');
    return c.body(new Uint8Array(stored.body), 200, {
      'Content-Type': stored.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/files/{key}',
    tags: ['Files'],
    summary: 'A stored file (image or thumbnail) by its storage key; the key may contain slashes',
    request: { params: z.object({ key: z.string().openapi({ example: 'images/0b6f….png' }) }) },
    responses: {
      200: {
        description:
          'The file bytes with their stored content type (X-Content-Type-Options: nosniff), cacheable for a year',
      },
      404: errorResponses[404],
    },
  });
}
