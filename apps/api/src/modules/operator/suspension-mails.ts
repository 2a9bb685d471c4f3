import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { escapeMailText, type HolderNotice, queueHolderMails } from '../../read-models/membership-holders.ts';

/** What a holder is told: a suspension keeps their access but ends renewal and resale; a restore opens them. */
export function suspensionNotice(title: string, suspended: boolean): HolderNotice {
  const said = suspended
    ? `Keyclub has suspended the sales of ${title}. Your membership stays valid until it expires and its card still works, but it cannot be renewed or resold while it is suspended.`
    : `Keyclub has restored the sales of ${title}. You can renew or resell your membership again from My Memberships.`;
  return {
    subject: suspended ? `${title}: sales are suspended` : `${title}: sales are restored`,
    text: `${said}\n`,
    html: `<p>${escapeMailText(said)}</p>`,
  };
}

/** Queues, in the change's transaction, the mail to the holders (keys not expired) of each membership. */
export async function queueSuspensionMails(
  tx: Tx,
  memberships: { id: number; title: string }[],
  suspended: boolean,
): Promise<void> {
  for (const membership of memberships)
    await queueHolderMails(tx, membership.id, suspensionNotice(membership.title, suspended));
}
