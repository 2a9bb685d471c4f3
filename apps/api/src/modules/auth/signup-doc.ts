import { z } from '@hono/zod-openapi';
import { businessProfileFormSchema, signupRequestSchema } from '@keyclub/domain';
import { imageFileDoc } from '../../http/doc-schemas.ts';

const businessOption = signupRequestSchema.options[1];
const { business: _nested, ...personShape } = businessOption.shape;

/** OpenAPI description of the multipart business signup (validation runs on the JSON shape). */
export const businessSignupFormDoc = z.object({
  ...personShape,
  ...Object.fromEntries(
    Object.entries(businessProfileFormSchema.shape).map(([key, schema]) => [`business[${key}]`, schema]),
  ),
  logo: imageFileDoc,
  cover: imageFileDoc,
});
