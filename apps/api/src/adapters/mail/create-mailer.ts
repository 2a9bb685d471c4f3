import type { Database } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer, type SmtpSettings } from './smtp-mailer.ts';

/** The one place that picks the mail transport: SMTP when configured (SMTP_URL), else the dev outbox. */
export function createMailer(deps: { db: Database; smtp?: SmtpSettings | undefined }): Mailer {
  return deps.smtp ? createSmtpMailer(deps.smtp) : createOutboxMailer(deps.db);
}
