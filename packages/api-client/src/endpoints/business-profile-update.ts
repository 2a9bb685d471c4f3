import type { BusinessProfileForm, User } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { meQueryOptions } from './auth-me.ts';
import { userEnvelopeSchema } from './auth-session-response.ts';
import { businessPageQueryOptions } from './business-page.ts';

export interface BusinessProfileUpdate {
  profile: BusinessProfileForm;
  /** Only a newly chosen image travels; the stored one stays when it is left out. */
  logo?: File;
  cover?: File;
}

/** The multipart body: every text field (blank for "none", so a link can be cleared), then the files. */
export function businessProfileFormData({ profile, logo, cover }: BusinessProfileUpdate): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(profile)) body.append(key, value ?? '');
  if (logo) body.append('logo', logo);
  if (cover) body.append('cover', cover);
  return body;
}

/** PUT /auth/business-profile (multipart) — answers the user with the updated business. */
export async function updateBusinessProfile(update: BusinessProfileUpdate): Promise<User> {
  const { data } = await api
    .put('auth/business-profile', { body: businessProfileFormData(update) })
    .json(userEnvelopeSchema);
  return data;
}

export function useUpdateBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      // The public business page shows the same profile.
      if (user.business) void queryClient.invalidateQueries(businessPageQueryOptions(user.business.id));
    },
  });
}
