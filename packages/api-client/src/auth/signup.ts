import type { SignupRequest, User } from '@keyclub/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../client.ts';
import { userEnvelopeSchema } from './user-answer.ts';

export interface BusinessSignupImages {
  logo: Blob;
  cover: Blob;
}

export type SignupInput =
  | { request: Extract<SignupRequest, { role_name: 'CONSUMER' }> }
  | { request: Extract<SignupRequest, { role_name: 'BUSINESS' }>; images: BusinessSignupImages };

/** Multipart field names of the business profile (flat, as the signup endpoint reads them). */
const BUSINESS_FIELD_NAMES = {
  name: 'business_name',
  description: 'business_description',
  city: 'business_city',
  state: 'business_state',
  location: 'business_location',
} as const;

/** The business signup body: the person's fields, the profile fields and the two image files. */
export function businessSignupFormData(
  request: Extract<SignupRequest, { role_name: 'BUSINESS' }>,
  images: BusinessSignupImages,
): FormData {
  const form = new FormData();
  const { business, ...person } = request;
  for (const [key, value] of Object.entries(person)) {
    if (value !== null) form.append(key, String(value));
  }
  for (const [key, value] of Object.entries(business)) {
    const name = BUSINESS_FIELD_NAMES[key as keyof typeof BUSINESS_FIELD_NAMES] ?? key;
    if (value !== null) form.append(name, String(value));
  }
  form.append('logo', images.logo);
  form.append('cover', images.cover);
  return form;
}

/** POST /auth/signup — JSON for consumers, multipart for businesses (logo and cover files). */
export async function signup(input: SignupInput): Promise<User> {
  const body =
    'images' in input
      ? { body: businessSignupFormData(input.request, input.images) }
      : { json: input.request };
  const { data } = await api.post('auth/signup', body).json(userEnvelopeSchema);
  return data;
}

export const useSignup = () => useMutation({ mutationFn: signup });
