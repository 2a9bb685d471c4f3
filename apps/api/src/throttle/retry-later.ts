import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { type Allowance, takeAllowances } from './throttle.ts';

/** A 429 (limit) or 503 (busy) whose answer tells in Retry-After when to try again. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(status: ContentfulStatusCode, message: string, retryAfterMs: number) {
    super(status, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** Adds Retry-After to the answers of the routes below it that failed with a RetryLaterError. */
export const retryAfterHeader: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.error instanceof RetryLaterError) c.res.headers.set('Retry-After', String(c.error.retryAfterSeconds));
};

/**
 * Counts the attempt on every allowance before the expensive work, or refuses it with a 429 whose
 * text `messageOf` picks. Answers the counted events' ids (refundEvents gives them back).
 */
export async function takeOrRefuse(
  db: Database,
  allowances: Allowance[],
  messageOf: (refused: Allowance, retryAfterMs: number) => string,
): Promise<number[]> {
  const taken = await takeAllowances(db, allowances);
  if (!taken.ok)
    throw new RetryLaterError(429, messageOf(taken.refused, taken.retryAfterMs), taken.retryAfterMs);
  return taken.eventIds;
}
