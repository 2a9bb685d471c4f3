import { asc, eq } from 'drizzle-orm';
import { tokenPerks, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { fullNameOf } from '../../read-models/user.ts';

/** What a membership card shows at the door besides its code (docs/decisions/membership-card.md). */
export interface DoorDetails {
  title: string;
  /** The copy's holder as their profile names them; null without a holder or a name. */
  holderName: string | null;
  /** The key's expiry as last read from the chain (R10); null for a key that never expires. */
  membershipExpiresAt: Date | null;
  /** The perks staff honour, in the membership's order. */
  perks: string[];
}

/** The door details of copy `tokenId`: one query for the copy, its membership and holder, one for the perks. */
export async function readDoorDetails(deps: AppDeps, tokenId: number): Promise<DoorDetails> {
  const [row] = await deps.db
    .select({
      title: tokenProfiles.title,
      profileId: tokenProfiles.id,
      expiresAt: tokens.expiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .leftJoin(users, eq(users.id, tokens.ownerId))
    .where(eq(tokens.id, tokenId));
  if (!row) throw new Error(`No copy ${tokenId}`);
  const perks = await deps.db
    .select({ perk: tokenPerks.perk })
    .from(tokenPerks)
    .where(eq(tokenPerks.tokenProfileId, row.profileId))
    .orderBy(asc(tokenPerks.position));
  return {
    title: row.title,
    holderName: fullNameOf(row),
    membershipExpiresAt: row.expiresAt,
    perks: perks.map(({ perk }) => perk),
  };
}
