import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

type Change = 'paused' | 'resumed';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
    html: `<p>${escapeText(said)}</p>`,
  };
}

/**
 * Mails every holder of the profile whose key has not expired (server clock, the cached expiry)
 * about the change. A mail that fails is logged and the others still go: the change is made.
 */
export async function mailHoldersOfStatus(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  profile: { id: number; title: string },
  change: Change,
): Promise<void> {
  const holders = await deps.db
    .selectDistinct({ email: users.email })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.ownerId))
    .where(
      and(
        eq(tokens.tokenProfileId, profile.id),
        isNotNull(tokens.parentId),
        eq(users.status, 'ACTIVE'),
        or(isNull(tokens.expiresAt), gt(tokens.expiresAt, new Date())),
      ),
    );
  for (const { email } of holders) {
    try {
      await deps.mailer.send(membershipStatusMail(email, profile.title, change));
    } catch (error) {
      deps.logger.error({ err: error, profile: profile.id }, 'a membership status mail failed');
    }
  }
}
