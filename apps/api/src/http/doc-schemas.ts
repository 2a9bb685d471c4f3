import { z } from '@hono/zod-openapi';

/** A file part in OpenAPI terms (zod's z.file() has no OpenAPI mapping). */
export const imageFileDoc = z
  .string()
  .openapi({ type: 'string', format: 'binary', description: 'PNG, GIF or JPEG, at most 10 MB' });
