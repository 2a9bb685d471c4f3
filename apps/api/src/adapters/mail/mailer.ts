export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
};

/** Sends one mail. Implementations: SMTP (smtp-mailer.ts) or the dev outbox table (default). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
