export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
};

/** Sends one mail. Implementations: the dev outbox (default); SMTP joins with the accounts work. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
