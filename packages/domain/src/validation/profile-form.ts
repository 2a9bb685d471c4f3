import { z } from 'zod';
import { firstNameSchema, lastNameSchema } from './account-fields.ts';
import { addressFields, phoneNumberSchema } from './address-fields.ts';

/** Settings > General (PUT /auth/me). Username and email cannot be edited, so they are absent. */
export const profileFormSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  ...addressFields,
  phone_number: phoneNumberSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
