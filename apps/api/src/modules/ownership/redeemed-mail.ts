import { formatDateTime } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { businesses, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { escapeHtml } from '../../http/escape-html.ts';

/**
 * After an activation commits (R9): the redeemed mail to the copy's owner when
 * `is_redeemed_token_email_notify` is on. Times are written in UTC, as the mail has no viewer zone.
 */
export async function mailRedeemed(
  deps: AppDeps,
  redeemed: { ownerId: number; businessId: number; title: string; activatedAt: Date; endsAt: Date },
): Promise<void> {
  const [row] = await deps.db
    .select({ email: users.email, notify: users.isRedeemedTokenEmailNotify, business: businesses.name })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, redeemed.businessId))
    .where(eq(users.id, redeemed.ownerId));
  if (!row?.notify) return;
  const text = `Your ${redeemed.title} membership was activated at ${row.business} on ${formatDateTime(redeemed.activatedAt, 'UTC')} (UTC). It stays activated until ${formatDateTime(redeemed.endsAt, 'UTC')} (UTC).`;
  await deps.mailer.send({
    to: row.email,
    subject: `Your ${redeemed.title} membership was activated`,
    text: `${text}\n`,
    html: `<p>${escapeHtml(text)}</p>`,
  });
}
