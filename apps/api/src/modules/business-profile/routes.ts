import { userSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { imageFileDoc } from '../../http/doc-schemas.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { validationError } from '../../http/errors.ts';
import { formTexts, nonEmptyFile, readForm, uploadBodyLimit, zodErrorOf } from '../../http/multipart-body.ts';
import type { Router } from '../../http/open-api-app.ts';
import { businessProfileRequestSchema } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, security } from '../../http/route-docs.ts';
import { loadUserJson } from '../../read-models/user.ts';
import { checkBusinessImages } from './business-images.ts';
import { updateBusinessProfile } from './service.ts';

const PATH = '/auth/business-profile';

/** Settings > Profile of a business user: multipart text fields, logo and cover only when changed. */
export function registerBusinessProfileRoutes(app: Router, deps: AppDeps) {
  app.put(PATH, requireAuth(deps, { role: 'BUSINESS' }), uploadBodyLimit(2), async (c) => {
    const form = await readForm(c);
    const files = { logo: nonEmptyFile(form.get('logo')), cover: nonEmptyFile(form.get('cover')) };
    const result = businessProfileRequestSchema.safeParse(formTexts(form));
    const { issues, images } = await checkBusinessImages(files, false);
    if (!result.success || issues.length > 0)
      throw validationError(zodErrorOf([...(result.success ? [] : result.error.issues), ...issues]));
    await updateBusinessProfile(deps, c.var.auth.userId, result.data, images);
    return c.json({ data: await loadUserJson(deps, c.var.auth.userId) }, 200);
  });

  app.openAPIRegistry.registerPath({
    method: 'put',
    path: PATH,
    tags: ['Account'],
    summary: 'Update the business profile of the logged-in business user',
    description: 'multipart/form-data: the profile fields; logo and cover files only when they changed.',
    security,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: businessProfileRequestSchema.extend({
              logo: imageFileDoc.optional(),
              cover: imageFileDoc.optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: dataAnswer('The user with the updated business', userSchema),
      400: errorResponses[400],
      401: errorResponses[401],
      403: refusal('Not a business account'),
    },
  });
}
