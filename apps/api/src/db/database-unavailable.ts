/** What a caller is told while PostgreSQL cannot be reached (503); the cause goes to the log. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unreachable. Try again later';

/** Socket failures of the connection to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE: connection exceptions (class 08), the server shutting down or starting (57P01–57P03), too many connections. */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres's own texts for a connection lost or never made. */
const DRIVER_TEXTS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * Whether `error` (or one of its causes: Drizzle wraps the driver's error) says the database server
 * is out of reach rather than that the query was wrong: the request then answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
    if (DRIVER_TEXTS.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
