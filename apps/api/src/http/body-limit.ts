import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors.ts';

/** Every JSON (or other non-multipart) body: far above any form the apps send. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;
/**
 * Multipart bodies carry images; the routes that read them set their own, tighter limits with the
 * form's own message. This ceiling, above all of those, bounds any route that forgets to.
 */
export const MULTIPART_BODY_MAX_BYTES = 64 * 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

const tooLarge = (): never => {
  throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
};

const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

/** Methods whose body no route reads; asking for it would build a full fetch Request per read. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The global request body limit (413 in the error shape), by declared length or while streaming. */
export function requestBodyLimit(): MiddlewareHandler {
  const json = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  const multipart = bodyLimit({ maxSize: MULTIPART_BODY_MAX_BYTES, onError: tooLarge });
  return (c, next) => (BODILESS.has(c.req.method) ? next() : (isMultipart(c) ? multipart : json)(c, next));
}
