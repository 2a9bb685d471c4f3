import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export type SmtpSettings = { url: string; from: string };

/** Sends through an SMTP server given as a URL (smtp:// or smtps://, credentials included). */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from: settings.from, to, subject, text, html });
    },
  };
}
