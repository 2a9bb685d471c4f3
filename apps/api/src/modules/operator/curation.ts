import {
  type Curation,
  type CurationChange,
  type CurationFlag,
  type CurationOrder,
  OPERATOR_MESSAGES,
} from '@keyclub/domain';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { recordOperatorAction } from './audit-log.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Each list's flag (what the marketplace filters by) and hand-made position (what it orders by). */
const LISTS = {
  featured: { flag: tokenProfiles.isFeatured, position: tokenProfiles.featuredPosition },
  recommended: { flag: tokenProfiles.isRecommended, position: tokenProfiles.recommendedPosition },
  hot: { flag: tokenProfiles.isHot, position: tokenProfiles.hotPosition },
} as const;

const COLUMN_KEYS = {
  featured: { flag: 'isFeatured', position: 'featuredPosition' },
  recommended: { flag: 'isRecommended', position: 'recommendedPosition' },
  hot: { flag: 'isHot', position: 'hotPosition' },
} as const;

/** Curation changes one at a time: an added membership's position is read from the list it joins. */
const lockCuration = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('keyclub.curation'))`);

async function listOf(db: Database | Tx, flag: CurationFlag) {
  const list = LISTS[flag];
  return db
    .select({
      id: tokens.id,
      profileId: tokenProfiles.id,
      title: tokenProfiles.title,
      business_name: businesses.name,
      status: tokenProfiles.status,
      position: sql<number>`coalesce(${list.position}, 0)`.mapWith(Number),
    })
    .from(tokenProfiles)
    .innerJoin(tokens, and(eq(tokens.tokenProfileId, tokenProfiles.id), isNull(tokens.parentId)))
    .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
    .where(eq(list.flag, true))
    .orderBy(sql`${list.position} asc nulls last`, asc(tokenProfiles.createdAt), asc(tokenProfiles.id));
}

/** GET /operator/curation: the three lists in the order consumers see them (whatever their status). */
export async function readCuration(deps: Pick<AppDeps, 'db'>): Promise<Curation> {
  const [featured, recommended, hot] = await Promise.all(
    (['featured', 'recommended', 'hot'] as const).map((flag) => listOf(deps.db, flag)),
  );
  const shown = (rows: Awaited<ReturnType<typeof listOf>>) => rows.map(({ profileId: _, ...row }) => row);
  return { featured: shown(featured ?? []), recommended: shown(recommended ?? []), hot: shown(hot ?? []) };
}

/**
 * PUT /operator/curation/tokens/{id}: puts a membership at the end of a list, or takes it off, and
 * records it in the audit log in the same transaction. A change that changes nothing is refused
 * (409), so every audit row is a real change.
 */
export async function changeCuration(
  deps: Pick<AppDeps, 'db'>,
  operatorId: number,
  tokenId: number,
  change: CurationChange,
) {
  const list = LISTS[change.flag];
  const keys = COLUMN_KEYS[change.flag];
  await deps.db.transaction(async (tx) => {
    await lockCuration(tx);
    const [profile] = await tx
      .select({ id: tokenProfiles.id, title: tokenProfiles.title, on: list.flag })
      .from(tokens)
      .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
      .where(and(eq(tokens.id, tokenId), isNull(tokens.parentId)));
    if (!profile) throw notFound('Membership not found');
    if (profile.on === change.on) {
      throw new HttpError(409, change.on ? OPERATOR_MESSAGES.alreadyCurated : OPERATOR_MESSAGES.notCurated);
    }
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${list.position}), 0)`.mapWith(Number) })
      .from(tokenProfiles)
      .where(isNotNull(list.position));
    const position = change.on ? (last?.max ?? 0) + 1 : null;
    await tx
      .update(tokenProfiles)
      .set({ [keys.flag]: change.on, [keys.position]: position })
      .where(eq(tokenProfiles.id, profile.id));
    await recordOperatorAction(tx, {
      operatorId,
      action: change.on ? 'curation.add' : 'curation.remove',
      subjectType: 'token_profile',
      subjectId: profile.id,
      reason: change.reason,
      details: { list: change.flag, token_id: tokenId, title: profile.title, position },
    });
  });
}

/**
 * PUT /operator/curation/order: the list's new order. It must name every membership on the list
 * once (else 409: the list changed since the console read it), and is recorded with its reason.
 */
export async function orderCuration(deps: Pick<AppDeps, 'db'>, operatorId: number, order: CurationOrder) {
  const list = LISTS[order.flag];
  await deps.db.transaction(async (tx) => {
    await lockCuration(tx);
    const current = await listOf(tx, order.flag);
    const profileOf = new Map(current.map((row) => [row.id, row.profileId]));
    const sameSet =
      order.token_ids.length === current.length && order.token_ids.every((id) => profileOf.has(id));
    if (!sameSet) throw new HttpError(409, OPERATOR_MESSAGES.orderMismatch);
    const profileIds = order.token_ids.map((id) => profileOf.get(id) ?? 0);
    // One statement: each profile gets its place in the array (1-based).
    await tx.execute(sql`
      update ${tokenProfiles} set ${sql.identifier(list.position.name)} = ordered.place
      from unnest(${sql.raw(`array[${profileIds.join(',')}]::int[]`)}) with ordinality as ordered(profile_id, place)
      where ${tokenProfiles.id} = ordered.profile_id`);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'curation.order',
      subjectType: 'curated_list',
      subjectId: null,
      reason: order.reason,
      details: { list: order.flag, token_ids: order.token_ids },
    });
  });
}
