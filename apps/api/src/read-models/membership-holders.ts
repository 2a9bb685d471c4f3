import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { MailMessage } from '../adapters/mail/mailer.ts';
import { tokens, users } from '../db/schema/index.ts';
import type { AppDeps } from '../deps.ts';

/**
 * Sends `mail` to every holder of the profile whose key has not expired (server clock, the cached
 * expiry), one by one, after the change it tells of committed. A mail that fails is logged and the
 * others still go: the change is made. Used by a business's pause and an operator's suspension.
 */
export async function mailHolders(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  profileId: number,
  mail: (to: string) => MailMessage,
): Promise<void> {
  const holders = await deps.db
    .selectDistinct({ email: users.email })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.ownerId))
    .where(
      and(
        eq(tokens.tokenProfileId, profileId),
        isNotNull(tokens.parentId),
        eq(users.status, 'ACTIVE'),
        or(isNull(tokens.expiresAt), gt(tokens.expiresAt, new Date())),
      ),
    );
  for (const { email } of holders) {
    try {
      await deps.mailer.send(mail(email));
    } catch (error) {
      deps.logger.error({ err: error, profile: profileId }, 'a mail to a membership’s holder failed');
    }
  }
}

/** Text made safe inside a mail's HTML. */
export const escapeMailText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
