import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { checkImageFile, type ExistingImage, type ImageValue, isImageFileLike } from './image-file-check.ts';

const isExistingImage = (value: unknown): value is ExistingImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ExistingImage).url === 'string' &&
  (value as ExistingImage).url !== '';

/** A required image field: missing gives `requiredMessage`, a new upload must pass checkImageFile. */
export const imageField = (requiredMessage: string) =>
  z
    .custom<ImageValue>((value) => isImageFileLike(value) || isExistingImage(value), {
      error: (issue) => (issue.input == null ? requiredMessage : M.imageInvalid),
    })
    .superRefine((value, ctx) => {
      if (!isImageFileLike(value)) return;
      const problem = checkImageFile(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** One entry of an image list (covers): a new upload or a stored image. */
export const imageListItemSchema = imageField(M.imageInvalid);
