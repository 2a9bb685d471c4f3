import type { HTTPError } from 'ky';

/**
 * ky's `isHTTPError` (its name check, which ky itself accepts across realms) without importing ky:
 * the shell's error handling reads failures from its first module on, and ky (~8 kB gzip) loads only
 * with the first request (client.ts).
 */
export const isHttpError = (error: unknown): error is HTTPError =>
  error instanceof Error && error.name === 'HTTPError';
