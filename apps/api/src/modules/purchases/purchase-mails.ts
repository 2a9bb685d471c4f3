import { formatUsd } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { ChainWriteDeps } from '../../chain-writes/chain-write-kind.ts';
import { businesses, purchases, tokenProfiles, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../http/escape-html.ts';

type Sale = { title: string; amount: string; renewal: boolean };

function purchasedMail(to: string, sale: Sale): MailMessage {
  const what = sale.renewal ? 'renewed' : 'yours';
  const text = `Your ${sale.title} membership is ${what}. You paid ${formatUsd(Number(sale.amount))}.\nOpen it under My Memberships in Keyclub.`;
  return {
    to,
    subject: sale.renewal ? `Your ${sale.title} membership is renewed` : `Your ${sale.title} membership`,
    text: `${text}\n`,
    html: `<p>${escapeHtml(text).replace('\n', '<br>')}</p>`,
  };
}

function soldMail(to: string, sale: Sale): MailMessage {
  const what = sale.renewal ? 'was renewed' : 'was sold';
  const text = `A ${sale.title} membership ${what} for ${formatUsd(Number(sale.amount))}.`;
  return {
    to,
    subject: sale.renewal
      ? `${sale.title}: a membership was renewed`
      : `${sale.title}: a membership was sold`,
    text: `${text}\n`,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}

/**
 * After a purchase is fulfilled (R3): the purchased mail to the buyer when
 * `is_purchased_token_email_notify`, the sold mail to the business owner when
 * `is_sold_token_email_notify` (a new key or a renewal; not a resale).
 */
export async function mailFulfilledPurchase(deps: ChainWriteDeps, purchaseId: number): Promise<void> {
  const [row] = await deps.db
    .select({ purchase: purchases, title: tokenProfiles.title, businessOwnerId: businesses.ownerId })
    .from(purchases)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, purchases.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
    .where(eq(purchases.id, purchaseId));
  if (row?.purchase.status !== 'FULFILLED') return;
  const sale = { title: row.title, amount: row.purchase.amount, renewal: row.purchase.kind === 'RENEWAL' };
  const person = async (id: number) => (await deps.db.select().from(users).where(eq(users.id, id)))[0];
  const [buyer, owner] = await Promise.all([person(row.purchase.userId), person(row.businessOwnerId)]);
  if (buyer?.isPurchasedTokenEmailNotify) await deps.mailer.send(purchasedMail(buyer.email, sale));
  // A resale is the seller's sale, not the business's.
  if (row.purchase.kind !== 'RESALE' && owner?.isSoldTokenEmailNotify) {
    await deps.mailer.send(soldMail(owner.email, sale));
  }
}
