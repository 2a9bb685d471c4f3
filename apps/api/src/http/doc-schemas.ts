import { z } from '@hono/zod-openapi';
import { tokenSchema } from '@keyclub/domain';

/** A file part in OpenAPI terms (zod's z.file() has no OpenAPI mapping). */
export const imageFileDoc = z
  .string()
  .openapi({ type: 'string', format: 'binary', description: 'PNG, GIF or JPEG, at most 10 MB' });

/** The one OpenAPI component of a token, shared by every route that answers tokens. */
export const tokenDoc = tokenSchema.meta({
  id: 'Token',
  description: 'A membership: the parent token of a business (parent_id null) or a copy, with its profile.',
});
