import { z } from '@hono/zod-openapi';
import { businessProfileFormSchema, signupRequestSchema } from '@keyclub/domain';

const businessOption = signupRequestSchema.options[1];
const { business: _nested, ...personShape } = businessOption.shape;

/** A file part in OpenAPI terms (zod's z.file() has no OpenAPI mapping). */
export const imageFileDoc = z
  .string()
  .openapi({ type: 'string', format: 'binary', description: 'PNG, GIF or JPEG, at most 10 MB' });

/** OpenAPI description of the multipart business signup (validation runs on the JSON shape). */
export const businessSignupFormDoc = z.object({
  ...personShape,
  ...Object.fromEntries(
    Object.entries(businessProfileFormSchema.shape).map(([key, schema]) => [`business[${key}]`, schema]),
  ),
  logo: imageFileDoc,
  cover: imageFileDoc,
});
