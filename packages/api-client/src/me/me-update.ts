import type { ProfileForm, User } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEnvelopeSchema } from '../auth/user-answer.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export type NotificationFlags = Pick<
  User,
  | 'is_sold_token_email_notify'
  | 'is_purchased_token_email_notify'
  | 'is_redeemed_token_email_notify'
  | 'is_expiry_reminder_email_notify'
  | 'is_email_shared_with_businesses'
>;

/** Profile fields or notification flags; the server ignores username and email. */
export type MeUpdate = Partial<ProfileForm> | Partial<NotificationFlags>;

/** PUT /auth/me — answers the updated user. */
export async function updateMe(body: MeUpdate): Promise<User> {
  const { data } = await api.put('auth/me', { json: body }).json(userEnvelopeSchema);
  return data;
}

/** The answer replaces the cached GET /auth/me, so every screen reading it shows the change. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
