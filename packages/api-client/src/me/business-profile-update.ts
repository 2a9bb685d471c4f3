import type { BusinessProfileForm, User } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEnvelopeSchema } from '../auth/user-answer.ts';
import { api } from '../client.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';

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
      queryClient.setQueryData(queryKeys.me, user);
      if (user.business) void invalidate(queryClient, staleAfter.businessProfileUpdate(user.business.id));
    },
  });
}
