import type { Database } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

/**
 * The one place that picks the mail transport. Only the outbox exists so far; the SMTP mailer
 * (selected by an SMTP_URL setting in env.ts) plugs in here without touching any caller.
 */
export function createMailer(deps: { db: Database }): Mailer {
  return createOutboxMailer(deps.db);
}
