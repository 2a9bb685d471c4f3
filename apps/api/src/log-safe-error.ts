/**
 * How the logger (src/logger.ts) writes any error it is given. pino's standard error serializer
 * copies every field of an error, and Drizzle's DrizzleQueryError puts the query parameters into
 * its message, its stack and a `params` field: password hashes, emails, phone numbers and code
 * hashes would reach the log. This keeps what
 * explains a failure (type, message, stack, SQL text with placeholders, PostgreSQL's code and
 * constraint, the cause chain) and drops the values: `params`, and PostgreSQL's `detail` and
 * `where`, which quote row values ("Key (email)=(…) already exists").
 */

/** PostgreSQL error fields that name things, never values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];
/** Causes followed before the chain is cut (a cycle or a runaway wrapper). */
const MAX_DEPTH = 5;

export type SafeError = {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SafeError | string;
  [field: string]: unknown;
};

/** Drizzle's "Failed query: <sql>\nparams: <values>" without the values. */
const withoutParams = (message: string) => {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
};

/** An error as a plain object without the values; a thrown non-error as its type only. */
export function serializeError(error: unknown, depth = 0): SafeError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : `[thrown ${typeof error}]`;
  const fields = error as Error & Record<string, unknown>;
  const hasParams = 'params' in fields;
  const message = hasParams ? withoutParams(error.message) : error.message;
  const safe: SafeError = { type: error.constructor?.name || error.name, message };
  // The stack starts with the message as it was: replace that exact text; if the stack does not
  // hold it (a message changed after construction) the stack may hold the values, so drop it.
  if (typeof error.stack === 'string' && (!hasParams || error.stack.includes(error.message)))
    safe.stack = error.stack.replace(error.message, message);
  if (typeof fields.query === 'string') safe.query = fields.query;
  for (const field of DATABASE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (error.cause !== undefined)
    safe.cause = depth < MAX_DEPTH ? serializeError(error.cause, depth + 1) : '[cause chain cut]';
  return safe;
}
