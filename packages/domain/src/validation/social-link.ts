import { z } from 'zod';
import { LINK_MAX_LENGTH } from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { isWebLink, withHttps } from '../rules/web-link.ts';

/** The message for a link as it will be stored (https:// added), or null when it is fine. */
export function linkProblem(link: string): string | null {
  if (link.length > LINK_MAX_LENGTH) return M.linkTooLong;
  return isWebLink(link) ? null : M.linkInvalid;
}

/** Optional link: blank gives null; otherwise sent with https:// when the scheme is missing. */
export const optionalLinkSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return null;
    const link = withHttps(trimmed);
    const problem = linkProblem(link);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    }
    return link;
  });
