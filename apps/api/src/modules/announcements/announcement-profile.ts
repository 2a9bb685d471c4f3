import { VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import type { Database } from '../../db/client.ts';
import { tokenProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * An announcement goes to the holders of one of the business's own memberships: any other id is
 * answered as the form's missing choice (400 'Token Name is required'), revealing nothing about it.
 */
export async function assertOwnMembership(tx: Tx | Database, businessId: number, tokenProfileId: number) {
  const [own] = await tx
    .select({ id: tokenProfiles.id })
    .from(tokenProfiles)
    .where(and(eq(tokenProfiles.id, tokenProfileId), eq(tokenProfiles.businessId, businessId)));
  if (!own) {
    const message = M.tokenNameRequired;
    throw new HttpError(400, message, [{ field: 'token_profile_id', message }]);
  }
}
