import { IMAGE_MAX_BYTES, VALIDATION_MESSAGES } from '@keyclub/domain';
import { HttpError } from '../../http/errors.ts';
import { detectImageType } from '../files/image-type.ts';

/** An uploaded file and the form field its errors belong to. */
export type Upload = { field: string; file: File };

/**
 * Checks every upload's size and content (PNG, GIF or JPEG magic bytes) before any is stored, so a
 * refused save stores none of them. Answers one 400 listing each refused file on its field.
 */
export async function checkUploads(uploads: Upload[]): Promise<void> {
  const errors: { field: string; message: string }[] = [];
  for (const { field, file } of uploads) {
    if (file.size > IMAGE_MAX_BYTES) {
      errors.push({ field, message: VALIDATION_MESSAGES.imageTooLarge });
    } else if (!detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) {
      errors.push({ field, message: VALIDATION_MESSAGES.imageType });
    }
  }
  const [first] = errors;
  if (first) throw new HttpError(400, first.message, errors);
}
