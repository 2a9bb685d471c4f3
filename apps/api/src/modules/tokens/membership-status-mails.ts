import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { escapeMailText, type HolderNotice, queueHolderMails } from '../../read-models/membership-holders.ts';

type Change = 'paused' | 'resumed';

/** What a holder is told: a pause keeps their access but ends renewal; a resume opens it again. */
export function membershipStatusNotice(title: string, change: Change): HolderNotice {
  const said =
    change === 'paused'
      ? `The business has paused the sales of ${title}. Your membership stays valid until it expires, but it cannot be renewed while sales are paused.`
      : `The business has resumed the sales of ${title}. You can renew your membership again from My Memberships.`;
  return {
    subject: change === 'paused' ? `${title}: sales are paused` : `${title}: sales have resumed`,
    text: `${said}\n`,
    html: `<p>${escapeMailText(said)}</p>`,
  };
}

/**
 * Queues, in the change's transaction, the mail to every holder of the profile whose key has not
 * expired; the drain sends them in batches after the commit.
 */
export const queueStatusMails = (tx: Tx, profile: { id: number; title: string }, change: Change) =>
  queueHolderMails(tx, profile.id, membershipStatusNotice(profile.title, change));
