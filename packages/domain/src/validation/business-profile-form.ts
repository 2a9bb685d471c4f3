import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { citySchema, stateSchema } from './address-fields.ts';
import { imageField } from './image-file.ts';
import { optionalText, requiredText } from './inputs.ts';
import { optionalLinkSchema } from './social-link.ts';

/** Text fields of the business profile (signup step and settings tab). */
export const businessProfileFormSchema = z.object({
  name: requiredText(M.businessNameRequired).pipe(
    z.string().min(NAME_MIN_LENGTH, M.businessNameLength).max(NAME_MAX_LENGTH, M.businessNameLength),
  ),
  description: requiredText(M.descriptionRequired).pipe(
    z.string().max(LONG_TEXT_MAX_LENGTH, M.descriptionTooLong),
  ),
  city: citySchema,
  state: stateSchema,
  location: optionalText(ADDRESS_MAX_LENGTH, M.addressTooLong),
  website: optionalLinkSchema,
  facebook: optionalLinkSchema,
  twitter: optionalLinkSchema,
  instagram: optionalLinkSchema,
  tiktok: optionalLinkSchema,
  twitch: optionalLinkSchema,
  youtube: optionalLinkSchema,
});
export type BusinessProfileFormInput = z.input<typeof businessProfileFormSchema>;
export type BusinessProfileForm = z.output<typeof businessProfileFormSchema>;

/**
 * Logo and cover, kept apart because they travel as multipart files: in the browser they are File
 * objects (or the stored image on edit), on the server the uploaded parts.
 */
export const businessProfileImagesSchema = z.object({
  logo: imageField(M.logoRequired),
  cover: imageField(M.coverRequired),
});
export type BusinessProfileImages = z.output<typeof businessProfileImagesSchema>;

/** The whole business profile form (signup step and settings tab): text fields, logo and cover. */
export const businessProfileWithImagesFormSchema = businessProfileFormSchema.extend(
  businessProfileImagesSchema.shape,
);
export type BusinessProfileWithImagesFormInput = z.input<typeof businessProfileWithImagesFormSchema>;
export type BusinessProfileWithImagesForm = z.output<typeof businessProfileWithImagesFormSchema>;
