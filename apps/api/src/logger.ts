import pino, { type Logger } from 'pino';
import type { Env } from './env.ts';

/** JSON lines, one per event; readable lines in development through pino-pretty (a dev dependency). */
export function createLogger(env: Pick<Env, 'logLevel' | 'nodeEnv'>): Logger {
  if (env.nodeEnv === 'development') {
    return pino({
      level: env.logLevel,
      transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } },
    });
  }
  return pino({ level: env.logLevel });
}
