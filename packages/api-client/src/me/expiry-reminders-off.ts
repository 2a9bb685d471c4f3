import type { ExpiryRemindersOffRequest } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { invalidate, staleAfter } from '../query-keys.ts';

/** POST /notifications/expiry-reminders/off — a reminder mail's signed link turns the reminders off, no login. */
export async function turnOffExpiryReminders(link: ExpiryRemindersOffRequest): Promise<void> {
  await api.post('notifications/expiry-reminders/off', { json: link });
}

/** A signed-in viewer's cached user then shows the switch off. */
export function useTurnOffExpiryReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffExpiryReminders,
    onSuccess: () => invalidate(queryClient, staleAfter.expiryRemindersOff()),
  });
}
