import type { Mailer } from '../../adapters/mail/mailer.ts';
import { findDueReminders, type ReminderDeps } from './find-due-reminders.ts';
import { type SendDeps, sendDueReminders } from './send-reminders.ts';

export type ExpiryReminderJobDeps = ReminderDeps & SendDeps & { mailer: Mailer };

/** One run: records the reminders due by the chain's clock, then sends every one still to send. */
export async function runExpiryReminders(deps: ExpiryReminderJobDeps) {
  const recorded = await findDueReminders(deps);
  const sent = await sendDueReminders(deps);
  return { recorded, sent };
}

/**
 * Runs now and then every `everyMs` in the background (the timer does not keep the process alive),
 * one run at a time per process; every API process runs it, the table keeps each reminder single.
 * `stop` ends the loop and waits for the run under way (before the database closes).
 */
export function startExpiryReminders(deps: ExpiryReminderJobDeps, everyMs: number) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= runExpiryReminders(deps)
      .then(
        ({ sent }) => void (sent > 0 && deps.logger.info({ sent }, 'expiry reminders sent')),
        (error: unknown) => deps.logger.error({ err: error }, 'expiry reminders failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
