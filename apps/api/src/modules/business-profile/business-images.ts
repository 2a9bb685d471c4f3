import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import type { z } from 'zod';
import { type CheckedImage, inspectImageUpload } from '../files/upload.ts';

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
