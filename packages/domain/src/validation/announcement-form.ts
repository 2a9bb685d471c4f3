import { z } from 'zod';
import {
  ANNOUNCEMENT_SUBJECT_MAX_LENGTH,
  DB_INTEGER_MAX,
  LONG_TEXT_MAX_LENGTH,
} from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { numberInput, requiredText } from './inputs.ts';

/**
 * Create / edit an announcement. status ACTIVE when "Create and Post" is ticked (sent at once),
 * PENDING for a draft.
 */
export const announcementFormSchema = z.object({
  token_profile_id: numberInput({ required: M.tokenNameRequired, invalid: M.tokenNameRequired }).pipe(
    z
      .number()
      .int(M.tokenNameRequired)
      .positive(M.tokenNameRequired)
      .max(DB_INTEGER_MAX, M.tokenNameRequired),
  ),
  subject: requiredText(M.announcementTitleRequired).pipe(
    z.string().max(ANNOUNCEMENT_SUBJECT_MAX_LENGTH, M.announcementTitleTooLong),
  ),
  message: requiredText(M.announcementDescriptionRequired).pipe(
    z.string().max(LONG_TEXT_MAX_LENGTH, M.descriptionTooLong),
  ),
  status: z.enum(['PENDING', 'ACTIVE']),
});
export type AnnouncementFormInput = z.input<typeof announcementFormSchema>;
export type AnnouncementForm = z.output<typeof announcementFormSchema>;
