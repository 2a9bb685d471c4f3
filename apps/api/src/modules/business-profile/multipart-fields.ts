import { businessProfileImagesSchema } from '@keyclub/domain';
import { z } from 'zod';

/** A file part that holds something (browsers send an empty part for an untouched file input). */
export const nonEmptyFile = (value: FormDataEntryValue | null | undefined): File | undefined =>
  value instanceof File && value.size > 0 ? value : undefined;

/**
 * Checks the declared type and size of new logo / cover uploads with the domain's rules and
 * messages (the content is checked again when stored). `required` is false on edit, where an
 * image that did not change is not sent.
 */
export function checkBusinessImages(
  images: { logo?: File | undefined; cover?: File | undefined },
  required: boolean,
): z.core.$ZodIssue[] {
  const schema = required ? businessProfileImagesSchema : businessProfileImagesSchema.partial();
  const result = schema.safeParse(images);
  return result.success ? [] : result.error.issues;
}

/** The text parts of a form as an object; `true`/`false` parts of `booleanKeys` become booleans. */
export function formTexts(form: FormData, booleanKeys: ReadonlySet<string> = new Set()) {
  const texts: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    texts[key] = booleanKeys.has(key) && (value === 'true' || value === 'false') ? value === 'true' : value;
  }
  return texts;
}

export const zodErrorOf = (issues: z.core.$ZodIssue[]) => new z.ZodError(issues);
