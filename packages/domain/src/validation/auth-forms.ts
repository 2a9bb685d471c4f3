import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { roleNameSchema } from '../entities/enums.ts';
import {
  confirmPasswordSchema,
  currentPasswordSchema,
  emailSchema,
  passwordSchema,
  verificationCodeSchema,
  withConfirmPassword,
} from './account-fields.ts';

/** The build's role travels with login and forgot password (SPEC section 6). */
const withRole = { role_name: roleNameSchema };

export const loginFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema(M.passwordRequired),
});
export type LoginForm = z.output<typeof loginFormSchema>;
export const loginRequestSchema = loginFormSchema.extend(withRole);
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.output<typeof forgotPasswordFormSchema>;
export const forgotPasswordRequestSchema = forgotPasswordFormSchema.extend(withRole);
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

/** /auth/reset-password/{email}: the emailed code and the new password twice. */
export const resetPasswordFormSchema = withConfirmPassword(
  z.object({
    code: verificationCodeSchema,
    password: passwordSchema,
    confirm_password: confirmPasswordSchema,
  }),
  'password',
);
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;
/** PUT /auth/forgot-password. */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** /auth/verification: Verify is enabled once this passes. */
export const verificationFormSchema = z.object({ code: verificationCodeSchema });
export type VerificationForm = z.output<typeof verificationFormSchema>;
