import { announcementPaths } from '@keyclub/domain/paths';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export type AnnouncementMailFields = {
  to: string;
  announcementId: number;
  businessName: string;
  subject: string;
  message: string;
};

/** The mail a recipient gets: the business's subject and message, and the link that opens it in the app. */
export function announcementMail(fields: AnnouncementMailFields, consumerAppUrl: string): MailMessage {
  const link = `${consumerAppUrl}${announcementPaths.view.href(fields.announcementId)}`;
  const subject = `${fields.businessName}: ${fields.subject}`;
  return {
    to: fields.to,
    subject,
    text: `${fields.message}\n\nRead it in Keyclub: ${link}\n`,
    html: [
      `<p>${escapeHtml(fields.message).replaceAll('\n', '<br>')}</p>`,
      `<p><a href="${escapeHtml(link)}">Read it in Keyclub</a></p>`,
    ].join(''),
  };
}
