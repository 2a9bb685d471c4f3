import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { isWebLink, withHttps } from '../rules/web-link.ts';

/** Optional link: blank gives null; otherwise sent with https:// when the scheme is missing. */
export const optionalLinkSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return null;
    const link = withHttps(trimmed);
    if (!isWebLink(link)) {
      ctx.issues.push({ code: 'custom', message: M.linkInvalid, input: value });
      return z.NEVER;
    }
    return link;
  });
