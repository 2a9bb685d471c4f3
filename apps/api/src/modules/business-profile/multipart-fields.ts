import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { z } from 'zod';
import { type CheckedImage, inspectImageUpload } from '../files/upload.ts';

/** A file part that holds something (browsers send an empty part for an untouched file input). */
export const nonEmptyFile = (value: FormDataEntryValue | null | undefined): File | undefined =>
  value instanceof File && value.size > 0 ? value : undefined;

export type BusinessImages = { logo?: CheckedImage | undefined; cover?: CheckedImage | undefined };

/**
 * The content checks of new logo / cover uploads (type by magic bytes, size, decodable) with the
 * domain's messages, storing nothing yet. `required` is false on edit, where an image that did not
 * change is not sent. Answers one issue per refused image and the images that passed.
 */
export async function checkBusinessImages(
  files: { logo?: File | undefined; cover?: File | undefined },
  required: boolean,
): Promise<{ issues: z.core.$ZodIssue[]; images: BusinessImages }> {
  const issues: z.core.$ZodIssue[] = [];
  const images: BusinessImages = {};
  for (const [name, missing] of [
    ['logo', M.logoRequired],
    ['cover', M.coverRequired],
  ] as const) {
    const file = files[name];
    const inspected = file ? await inspectImageUpload(file) : required ? { problem: missing } : null;
    if (!inspected) continue;
    if ('problem' in inspected) issues.push({ code: 'custom', path: [name], message: inspected.problem });
    else images[name] = inspected.image;
  }
  return { issues, images };
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
