import type { AnnouncementHolders } from '@keyclub/domain';
import { and, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tokens } from '../../db/schema/index.ts';
import { assertOwnMembership } from './announcement-profile.ts';

/**
 * The copies whose owners an announcement about the membership reaches: every owned copy (not the
 * parent token), whatever its expiry. One rule for the send and for the count the form shows first.
 */
export const heldCopiesOf = (tokenProfileId: number) =>
  and(eq(tokens.tokenProfileId, tokenProfileId), isNotNull(tokens.parentId), isNotNull(tokens.ownerId));

/**
 * GET /announcements/holders: how many people a send would reach now (one per person, however many
 * copies they hold). Another business's membership is refused as the form refuses it.
 */
export async function countHolders(
  db: Database,
  businessId: number,
  tokenProfileId: number,
): Promise<AnnouncementHolders> {
  await assertOwnMembership(db, businessId, tokenProfileId);
  const [row] = await db
    .select({ holders: countDistinct(tokens.ownerId) })
    .from(tokens)
    .where(heldCopiesOf(tokenProfileId));
  return { holder_count: row?.holders ?? 0 };
}
