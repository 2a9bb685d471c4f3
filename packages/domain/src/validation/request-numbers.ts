import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';

/** A whole number from 1 to `max` written in a path or query string; one message whatever is wrong. */
const wholeNumberUpTo = (max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(1, { error: message, abort: true })
    .max(max, message);

/** A record id in a path or query: any larger number cannot be an id (the columns are `integer`). */
export const recordIdSchema = wholeNumberUpTo(DB_INTEGER_MAX, M.recordIdInvalid);

/** `page` and `limit` of a paged list (1-based page, `limit` capped by the list). */
export const pageQuerySchema = (options: { maxLimit: number; defaultLimit: number }) =>
  z.object({
    page: wholeNumberUpTo(DB_INTEGER_MAX, M.pageInvalid).default(1),
    limit: wholeNumberUpTo(options.maxLimit, M.limitInvalid(options.maxLimit)).default(options.defaultLimit),
  });
