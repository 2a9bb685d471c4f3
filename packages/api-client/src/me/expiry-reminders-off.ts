import type { ExpiryRemindersOffRequest } from '@keyclub/domain';
import { api } from '../client.ts';
import { staleAfter } from '../query-keys.ts';
import { useWriteThenRefetch } from '../write-hooks.ts';

/** POST /notifications/expiry-reminders/off — a reminder mail's signed link turns the reminders off, no login. */
export async function turnOffExpiryReminders(link: ExpiryRemindersOffRequest): Promise<void> {
  await api.post('notifications/expiry-reminders/off', { json: link });
}

/** A signed-in viewer's cached user then shows the switch off. */
export const useTurnOffExpiryReminders = () =>
  useWriteThenRefetch(turnOffExpiryReminders, staleAfter.expiryRemindersOff);
