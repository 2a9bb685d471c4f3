import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { AppDeps } from '../../deps.ts';
import { escapeMailText, mailHolders } from '../../read-models/membership-holders.ts';

type Change = 'paused' | 'resumed';

/** What a holder is told: a pause keeps their access but ends renewal; a resume opens it again. */
export function membershipStatusMail(to: string, title: string, change: Change): MailMessage {
  const said =
    change === 'paused'
      ? `The business has paused the sales of ${title}. Your membership stays valid until it expires, but it cannot be renewed while sales are paused.`
      : `The business has resumed the sales of ${title}. You can renew your membership again from My Memberships.`;
  return {
    to,
    subject: change === 'paused' ? `${title}: sales are paused` : `${title}: sales have resumed`,
    text: `${said}\n`,
    html: `<p>${escapeMailText(said)}</p>`,
  };
}

/**
 * Mails every holder of the profile whose key has not expired (server clock, the cached expiry)
 * about the change. A mail that fails is logged and the others still go: the change is made.
 */
export const mailHoldersOfStatus = (
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  profile: { id: number; title: string },
  change: Change,
) => mailHolders(deps, profile.id, (to) => membershipStatusMail(to, profile.title, change));
