import type { Mailer } from '../../adapters/mail/mailer.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';
import { findDueReminders, type ReminderDeps } from './find-due-reminders.ts';
import { type SendDeps, sendDueReminders } from './send-reminders.ts';

export type ExpiryReminderJobDeps = ReminderDeps & SendDeps & { mailer: Mailer };

/** One run: records the reminders due by the chain's clock, then sends every one still to send. */
export async function runExpiryReminders(deps: ExpiryReminderJobDeps) {
  const recorded = await findDueReminders(deps);
  const sent = await sendDueReminders(deps);
  return { recorded, sent };
}

/** Every `everyMs`: expiry reminders due by the chain's clock, recorded and sent once across processes. */
export const expiryRemindersJob = (deps: ExpiryReminderJobDeps, everyMs: number): Job => ({
  name: 'expiry reminders',
  everyMs,
  run: async () => counted('sent', (await runExpiryReminders(deps)).sent),
});
