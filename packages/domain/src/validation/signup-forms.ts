import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import type { RoleName } from '../entities/enums.ts';
import {
  confirmPasswordSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  usernameSchema,
  withConfirmPassword,
} from './account-fields.ts';
import { addressFields, phoneNumberSchema } from './address-fields.ts';
import { businessProfileFormSchema } from './business-profile-form.ts';

/** Wizard steps in order per role (SPEC section 2); the success screen follows the last one. */
export const SIGNUP_STEPS = {
  CONSUMER: ['account', 'fullname', 'address', 'phone', 'notifications'],
  BUSINESS: ['account', 'fullname', 'address', 'phone', 'profile', 'notifications'],
} as const satisfies Record<RoleName, readonly string[]>;
export type SignupStep = (typeof SIGNUP_STEPS)[RoleName][number];

const accountFields = { email: emailSchema, username: usernameSchema, password: passwordSchema };

/** Start step: Sign Up stays disabled until the terms box is ticked. */
export const signupAccountFormSchema = withConfirmPassword(
  z.object({
    ...accountFields,
    confirm_password: confirmPasswordSchema,
    accept_terms: z.boolean({ error: M.termsRequired }).refine((accepted) => accepted, M.termsRequired),
  }),
  'password',
);
export type SignupAccountFormInput = z.input<typeof signupAccountFormSchema>;

const fullnameFields = { first_name: firstNameSchema, last_name: lastNameSchema };
export const signupFullnameFormSchema = z.object(fullnameFields);

export const signupAddressFormSchema = z.object(addressFields);

export const signupPhoneFormSchema = z.object({ phone_number: phoneNumberSchema });

export const businessNotificationsFormSchema = z.object({ is_sold_token_email_notify: z.boolean() });
export const consumerNotificationsFormSchema = z.object({
  is_purchased_token_email_notify: z.boolean(),
  is_redeemed_token_email_notify: z.boolean(),
});
/** The consumer's switches Settings has and signup does not ask (on by default). */
export const consumerSettingsNotificationsSchema = z.object({ is_expiry_reminder_email_notify: z.boolean() });

const personFields = {
  ...accountFields,
  /** The server records when the terms were accepted and refuses a signup without them. */
  accept_terms: z.literal(true, { error: M.termsRequired }),
  ...fullnameFields,
  ...addressFields,
  phone_number: phoneNumberSchema,
};

/**
 * POST /auth/signup body as the server validates it: every step's fields plus role_name; the
 * business profile sits under `business` (its logo and cover arrive as files).
 */
export const signupRequestSchema = z.discriminatedUnion('role_name', [
  z.object({
    role_name: z.literal('CONSUMER'),
    ...personFields,
    ...consumerNotificationsFormSchema.shape,
  }),
  z.object({
    role_name: z.literal('BUSINESS'),
    ...personFields,
    ...businessNotificationsFormSchema.shape,
    business: businessProfileFormSchema,
  }),
]);
export type SignupRequestInput = z.input<typeof signupRequestSchema>;
export type SignupRequest = z.output<typeof signupRequestSchema>;
