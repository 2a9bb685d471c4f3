import { formatDateTime } from '@keyclub/domain';
import { checkoutPaths } from '@keyclub/domain/paths';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { ReminderWindow } from './reminder-window.ts';

export type ExpiryReminderFields = {
  to: string;
  /** The holder's copy: the button renews it. */
  tokenId: number;
  title: string;
  businessName: string;
  keyExpiresAt: Date;
  window: ReminderWindow;
};

const SUBJECT: Record<ReminderWindow, (title: string) => string> = {
  SEVEN_DAYS: (title) => `Your ${title} membership expires in 7 days`,
  ONE_DAY: (title) => `Your ${title} membership expires tomorrow`,
  EXPIRY_DAY: (title) => `Your ${title} membership has expired`,
};

/**
 * A reminder (docs/decisions/reminders.md): when the key expires, in UTC as the mail has no viewer
 * zone; one button, Renew Membership, to the copy's renewal; and the signed link that turns the
 * reminders off.
 */
export function expiryReminderMail(
  fields: ExpiryReminderFields,
  links: { consumerAppUrl: string; signOffUrl: string },
): MailMessage {
  const renewUrl = `${links.consumerAppUrl}${checkoutPaths.buy.href(fields.tokenId, { renew: true })}`;
  const when = `${formatDateTime(fields.keyExpiresAt, 'UTC')} (UTC)`;
  const said =
    fields.window === 'EXPIRY_DAY'
      ? `Your ${fields.title} membership at ${fields.businessName} expired on ${when}. Renew it to use it again.`
      : `Your ${fields.title} membership at ${fields.businessName} expires on ${when}. Renew it to keep it going.`;
  const signOff = 'Turn off expiry reminders';
  return {
    to: fields.to,
    subject: SUBJECT[fields.window](fields.title),
    text: `${said}\n\nRenew Membership: ${renewUrl}\n\n${signOff}: ${links.signOffUrl}\n`,
    html: [
      `<p>${escapeHtml(said)}</p>`,
      `<p><a href="${escapeHtml(renewUrl)}" style="display:inline-block;padding:12px 20px;background:#1a2b4c;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">Renew Membership</a></p>`,
      `<p style="font-size:12px;color:#555555">You get these mails because Expiry reminders are on in your Keyclub settings. <a href="${escapeHtml(links.signOffUrl)}">${signOff}</a></p>`,
    ].join(''),
  };
}
