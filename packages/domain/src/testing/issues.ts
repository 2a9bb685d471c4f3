import type { z } from 'zod';

/** Test helper: the messages a schema reports for a value, optionally only those at one path ('a.0.b'). */
export function messagesOf(schema: z.ZodType, value: unknown, path?: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => path === undefined || issue.path.join('.') === path)
    .map((issue) => issue.message);
}
