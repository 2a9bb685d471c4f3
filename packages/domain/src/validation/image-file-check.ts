import { MAX_UPLOAD_BYTES } from '../constants/limits.ts';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../constants/membership-form-messages.ts';

// Apart from the image schemas (image-file.ts), so an image input checks a chosen file without zod.

export const IMAGE_MAX_BYTES = MAX_UPLOAD_BYTES;
export const IMAGE_MIME_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

/** What both a browser File and a multipart part on the server expose. */
export interface ImageFileLike {
  size: number;
  type: string;
}

/** An image already stored (edit forms); extra keys such as a cover's id are kept. */
export interface ExistingImage {
  url: string;
  [key: string]: unknown;
}

/** A form image field holds either a new upload or the image already stored. */
export type ImageValue = ImageFileLike | ExistingImage;

/**
 * The spec's message for an unacceptable upload, or null when it is fine. The type is checked first.
 * The declared MIME type is the client's word: the server should also sniff the content.
 */
export function checkImageFile({ size, type }: ImageFileLike): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(type)) return IMAGE_TYPE_MESSAGE;
  if (size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

export const isImageFileLike = (value: unknown): value is ImageFileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImageFileLike).size === 'number' &&
  typeof (value as ImageFileLike).type === 'string';
