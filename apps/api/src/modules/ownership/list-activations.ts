import type { Activation, PageMeta } from '@keyclub/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { activations, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { toActivation, viewerOf } from './activation-rows.ts';

/**
 * GET /tokens/{id}/activations: a copy's activations, newest first, for its owner or the issuing
 * business. Only the cards shown by its current owner: a new owner does not see the previous
 * owner's visits. The page and its total are read in SQL on
 * `activations_token_id_owner_id_created_at_idx`.
 */
export async function listActivations(
  deps: AppDeps,
  auth: AuthContext,
  tokenId: number,
  paging: Pick<PageMeta, 'page' | 'limit'>,
): Promise<{ data: Activation[]; meta: PageMeta }> {
  const [token] = await deps.db
    .select({ parentId: tokens.parentId, ownerId: tokens.ownerId, businessId: tokens.businessId })
    .from(tokens)
    .where(eq(tokens.id, tokenId));
  if (!token || !viewerOf(auth, token)) throw notFound();

  const ofCopy = and(
    eq(activations.tokenId, tokenId),
    token.ownerId === null ? sql`false` : eq(activations.ownerId, token.ownerId),
  );
  const [[total], rows] = await Promise.all([
    deps.db.select({ value: count() }).from(activations).where(ofCopy),
    deps.db
      .select()
      .from(activations)
      .where(ofCopy)
      .orderBy(desc(activations.createdAt), desc(activations.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  const now = new Date();
  return {
    data: rows.map((row) => toActivation(row, now)),
    meta: { page: paging.page, limit: paging.limit, total: total?.value ?? 0 },
  };
}
