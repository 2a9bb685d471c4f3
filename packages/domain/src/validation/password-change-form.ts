import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import {
  confirmPasswordSchema,
  currentPasswordSchema,
  passwordSchema,
  verificationCodeSchema,
  withConfirmPassword,
} from './account-fields.ts';

/**
 * Settings > Security, INITIAL state. Reuse of older passwords is the server's check (it knows them);
 * the form already refuses the current one.
 */
export const passwordChangeFormSchema = withConfirmPassword(
  z.object({
    old_password: currentPasswordSchema(M.oldPasswordRequired),
    new_password: passwordSchema,
    confirm_password: confirmPasswordSchema,
  }),
  'new_password',
).refine((values) => values.new_password !== values.old_password, {
  path: ['new_password'],
  error: M.newPasswordReused,
  when: ({ value }) => {
    const { old_password, new_password } = value as Record<string, unknown>;
    return typeof old_password === 'string' && old_password !== '' && typeof new_password === 'string';
  },
});
export type PasswordChangeForm = z.output<typeof passwordChangeFormSchema>;

/** CONFIRMED state: the emailed code. */
export const passwordChangeCodeFormSchema = z.object({ code: verificationCodeSchema });

/** PUT /auth/me/send-change-password-instructions. */
export const passwordChangeRequestSchema = z.object({
  old_password: currentPasswordSchema(M.oldPasswordRequired),
  new_password: passwordSchema,
  code: verificationCodeSchema,
});
export type PasswordChangeRequest = z.output<typeof passwordChangeRequestSchema>;
