import { MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { announcements } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';

/**
 * Why a write that only applies to the business's PENDING draft changed nothing: the announcement is
 * not the business's (404), or it was sent or archived already (409 `sentMessage`).
 */
export async function draftConflict(
  tx: Tx,
  { id, businessId, sentMessage }: { id: number; businessId: number; sentMessage: string },
): Promise<HttpError> {
  const [found] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.businessId, businessId)));
  if (!found) return notFound(MESSAGES.announcements.notFound);
  return new HttpError(409, sentMessage);
}
