import {
  businessNotificationsFormSchema,
  businessProfileFormSchema,
  consumerNotificationsFormSchema,
  consumerSettingsNotificationsSchema,
  EMAIL_MAX_LENGTH,
  emailSchema,
  forgotPasswordFormSchema,
  passwordChangeRequestSchema,
  privacySettingsSchema,
  profileFormSchema,
  recordIdSchema,
  verificationCodeSchema,
} from '@keyclub/domain';
import { z } from 'zod';

// Bodies of SPEC section 7 calls the domain has no request schema for, built from its field schemas.

/** POST /auth/verify: `key` names what `value` is; only email verification exists. */
export const verifyRequestSchema = z.object({
  key: z.literal('email'),
  value: emailSchema,
  code: verificationCodeSchema,
});

/** POST /auth/resend-verification-code. */
export const resendVerificationRequestSchema = forgotPasswordFormSchema;

export const AVAILABILITY_FIELDS = ['email', 'username', 'phone_number'] as const;
/** POST /auth/check-availability. */
export const checkAvailabilityRequestSchema = z.object({
  // The longest value of the three fields is an email; a longer one cannot be taken.
  value: z.string().max(EMAIL_MAX_LENGTH),
  field: z.enum(AVAILABILITY_FIELDS),
});

/** POST /auth/me/send-change-password-instructions: the PUT body without the code. */
export const passwordChangeInstructionsRequestSchema = passwordChangeRequestSchema.omit({ code: true });

/**
 * PUT /auth/me: the profile form's fields and the notification flags, each optional (Settings sends
 * one tab at a time). Anything else, username and email included, is dropped.
 */
export const updateMeRequestSchema = profileFormSchema
  .partial()
  .extend(businessNotificationsFormSchema.partial().shape)
  .extend(consumerNotificationsFormSchema.partial().shape)
  .extend(consumerSettingsNotificationsSchema.partial().shape)
  .extend(privacySettingsSchema.partial().shape);

/** PUT /auth/business-profile text fields (multipart; logo and cover are file parts). */
export const businessProfileRequestSchema = businessProfileFormSchema;

export const sentSchema = z.object({ sent: z.literal(true) });
export const successSchema = z.object({ success: z.literal(true) });
export const availabilitySchema = z.object({ success: z.boolean() });

/** The `{id}` path parameter of a record's routes. */
export const idParams = z.object({ id: recordIdSchema });
