import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/** One structured log line per request. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  // Below info (the benchmarks run at warn) there is no line to write, so nothing to time.
  if (!logger.isLevelEnabled('info')) return (_c, next) => next();
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
