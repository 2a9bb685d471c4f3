import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Env } from './env.ts';
import { serializeError } from './log-safe-error.ts';

/** Fields that hold a secret by name, wherever a log call puts them (top level or one level down). */
const SECRET_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'passwordHash',
  'codeHash',
  'token',
  'params',
];
const SECRET_HEADERS = ['cookie', 'authorization', '["x-access-token"]'];
export const REDACTED = '[redacted]';

const options = (env: Pick<Env, 'logLevel'>): LoggerOptions => ({
  level: env.logLevel,
  redact: {
    paths: [
      ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
      ...SECRET_HEADERS.flatMap((header) =>
        [`headers.${header}`, `*.headers.${header}`].map((path) => path.replace('.[', '[')),
      ),
    ],
    censor: REDACTED,
  },
  hooks: {
    // Every error a log call carries, as the argument or under any key, without its query
    // parameters — before pino reads its message into `msg`.
    logMethod(args, method) {
      const [first, ...rest] = args as unknown[];
      if (first instanceof Error)
        return method.apply(this, [{ err: serializeError(first) }, ...rest] as never);
      if (first && typeof first === 'object') {
        const safe = Object.fromEntries(
          Object.entries(first).map(([key, value]) => [
            key,
            value instanceof Error ? serializeError(value) : value,
          ]),
        );
        return method.apply(this, [safe, ...rest] as never);
      }
      return method.apply(this, args);
    },
  },
  // Already made safe above; pino's own err serializer would copy every field back in.
  serializers: { err: (value: unknown) => value },
});

/**
 * JSON lines, one per event; readable lines in development through pino-pretty (a dev dependency).
 * `destination` (tests) receives the JSON lines instead of stdout.
 */
export function createLogger(
  env: Pick<Env, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  if (destination) return pino(options(env), destination);
  if (env.nodeEnv === 'development') {
    return pino({
      ...options(env),
      transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } },
    });
  }
  return pino(options(env));
}
