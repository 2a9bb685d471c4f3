import { isKeyExpired, type Member } from '@keyclub/domain';
import { and, desc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-text.ts';
import { activations, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

type Deps = Pick<AppDeps, 'db'>;

// The holder's email leaves the database only when they share it (users.is_email_shared_with_businesses).
const sharedEmail = sql<
  string | null
>`case when ${users.isEmailSharedWithBusinesses} then ${users.email} end`;
const holderName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

const memberColumns = {
  tokenId: tokens.id,
  serial: sql<number>`(select count(*)::int from ${tokens} as sibling
    where sibling.parent_id = ${tokens.parentId} and sibling.id <= ${tokens.id})`,
  title: tokenProfiles.title,
  name: holderName,
  email: sharedEmail,
  joinedAt: tokens.createdAt,
  expiresAt: tokens.expiresAt,
  // The holder's newest activation of this copy (activations_token_id_owner_id_created_at_idx).
  lastActivatedAt: sql<string | null>`(select max(last.activated_at) from ${activations} as last
    where last.token_id = ${tokens.id} and last.owner_id = ${tokens.ownerId})`,
};

type MemberRow = {
  tokenId: number;
  serial: number;
  title: string;
  name: string;
  email: string | null;
  joinedAt: Date;
  expiresAt: Date | null;
  lastActivatedAt: string | Date | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toMember(row: MemberRow, now: Date): Member {
  return {
    token_id: row.tokenId,
    serial: row.serial,
    title: row.title,
    name: row.name,
    email: row.email,
    joined_at: row.joinedAt.toISOString(),
    expires_at: iso(row.expiresAt),
    state: isKeyExpired(row.expiresAt, now) ? 'EXPIRED' : 'ACTIVE',
    last_activated_at: iso(row.lastActivatedAt),
  };
}

/**
 * The business's members: every copy it issued that a live account holds (deleted accounts left
 * out), matched by `search` against the holder's name, their email only when shared, and the title.
 */
function membersOf(businessId: number, search: string | undefined): SQL {
  const issued = and(
    eq(tokens.businessId, businessId),
    isNotNull(tokens.parentId),
    ne(users.status, 'ARCHIVED'),
  ) as SQL;
  if (search === undefined) return issued;
  const pattern = containsPattern(search);
  return and(
    issued,
    or(
      sql`${holderName} ilike ${pattern}`,
      sql`${sharedEmail} ilike ${pattern}`,
      sql`${tokenProfiles.title} ilike ${pattern}`,
    ),
  ) as SQL;
}

const selectMembers = (deps: Deps, where: SQL) =>
  deps.db
    .select(memberColumns)
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.ownerId))
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .where(where)
    .orderBy(desc(tokens.createdAt), desc(tokens.id));

/** GET /members: one page, newest copies first, and how many match (both counted in SQL). */
export async function membersPage(
  deps: Deps,
  businessId: number,
  query: { page: number; limit: number; search?: string },
  now = new Date(),
): Promise<{ data: Member[]; total: number }> {
  const where = membersOf(businessId, query.search);
  const [rows, [counted]] = await Promise.all([
    selectMembers(deps, where)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(tokens)
      .innerJoin(users, eq(users.id, tokens.ownerId))
      .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
      .where(where),
  ]);
  return { data: rows.map((row) => toMember(row, now)), total: counted?.total ?? 0 };
}

/** Every member matching `search`, in the page order, a batch at a time (keyset on created_at, id). */
export async function* allMembers(
  deps: Deps,
  businessId: number,
  search: string | undefined,
  batchSize = 500,
  now = new Date(),
): AsyncGenerator<Member[]> {
  const where = membersOf(businessId, search);
  let afterId: number | null = null;
  for (;;) {
    // After the last row sent, compared on the stored values (a JS Date would drop the microseconds).
    const after: SQL | undefined =
      afterId === null
        ? undefined
        : sql`(${tokens.createdAt}, ${tokens.id}) < (select sent.created_at, sent.id from ${tokens} as sent where sent.id = ${afterId})`;
    const rows: MemberRow[] = await selectMembers(deps, and(where, after) as SQL).limit(batchSize);
    if (rows.length > 0) yield rows.map((row) => toMember(row, now));
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]?.tokenId ?? null;
  }
}
