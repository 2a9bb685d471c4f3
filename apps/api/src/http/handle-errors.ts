import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { GENERIC_ERROR_MESSAGE, HttpError } from './errors.ts';

/** The app's onError: known errors keep their status and text, anything else is a bare 500. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HttpError) {
      if (error.status >= 500)
        logger.warn({ status: error.status, message: error.message }, 'request failed');
      return c.json(error.body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own client errors, e.g. a malformed JSON body.
      const known = new HttpError(error.status, error.message || 'The request is invalid');
      return c.json(known.body, known.status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    const generic = new HttpError(500, GENERIC_ERROR_MESSAGE);
    return c.json(generic.body, generic.status);
  };
}

export function notFoundHandler(c: Context) {
  const error = new HttpError(404, 'Not found');
  return c.json(error.body, error.status);
}
