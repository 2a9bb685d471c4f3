import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { AppDeps } from '../../deps.ts';
import { escapeMailText, mailHolders } from '../../read-models/membership-holders.ts';

/** What a holder is told: a suspension keeps their access but ends renewal and resale; a restore opens them. */
export function suspensionMail(to: string, title: string, suspended: boolean): MailMessage {
  const said = suspended
    ? `Keyclub has suspended the sales of ${title}. Your membership stays valid until it expires and its card still works, but it cannot be renewed or resold while it is suspended.`
    : `Keyclub has restored the sales of ${title}. You can renew or resell your membership again from My Memberships.`;
  return {
    to,
    subject: suspended ? `${title}: sales are suspended` : `${title}: sales are restored`,
    text: `${said}\n`,
    html: `<p>${escapeMailText(said)}</p>`,
  };
}

/** Mails the membership's holders (keys not expired) about its suspension or restore, after the commit. */
export const mailHoldersOfSuspension = (
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  membership: { id: number; title: string },
  suspended: boolean,
) => mailHolders(deps, membership.id, (to) => suspensionMail(to, membership.title, suspended));
