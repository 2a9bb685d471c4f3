import { z } from 'zod';
import { firstNameSchema, lastNameSchema } from './account-fields.ts';
import {
  address1Schema,
  address2Schema,
  citySchema,
  phoneNumberSchema,
  stateSchema,
  zipSchema,
} from './address-fields.ts';

/** Settings > General (PUT /auth/me). Username and email cannot be edited, so they are absent. */
export const profileFormSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  address1: address1Schema,
  address2: address2Schema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
  phone_number: phoneNumberSchema,
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;
