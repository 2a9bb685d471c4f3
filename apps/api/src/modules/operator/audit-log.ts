import type { AuditEntry, AuditPageQuery } from '@keyclub/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorActions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type OperatorAction = {
  operatorId: number;
  action: string;
  subjectType: string;
  subjectId: number | null;
  reason: string;
  details: Record<string, unknown>;
};

/**
 * Appends one row to the audit log, in the transaction of the change it records: the change and
 * its record commit together or not at all.
 */
export async function recordOperatorAction(tx: Transaction, entry: OperatorAction) {
  await tx.insert(operatorActions).values(entry);
}

/** GET /operator/audit: newest first, one page read from the database (the primary key's order). */
export async function listAuditLog(
  deps: Pick<AppDeps, 'db'>,
  query: AuditPageQuery,
): Promise<{ data: AuditEntry[]; total: number }> {
  const [counted] = await deps.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(operatorActions);
  const data = await auditEntries(deps, undefined, query);
  return { data, total: counted?.total ?? 0 };
}

/** What operators did to one subject (e.g. `purchase` 12), newest first. */
export const auditEntriesOf = (deps: Pick<AppDeps, 'db'>, subjectType: string, subjectId: number) =>
  auditEntries(
    deps,
    and(eq(operatorActions.subjectType, subjectType), eq(operatorActions.subjectId, subjectId)),
    { page: 1, limit: 100 },
  );

async function auditEntries(
  deps: Pick<AppDeps, 'db'>,
  where: SQL | undefined,
  page: AuditPageQuery,
): Promise<AuditEntry[]> {
  const rows = await deps.db
    .select({
      id: operatorActions.id,
      operatorEmail: users.email,
      action: operatorActions.action,
      subjectType: operatorActions.subjectType,
      subjectId: operatorActions.subjectId,
      reason: operatorActions.reason,
      details: operatorActions.details,
      createdAt: operatorActions.createdAt,
    })
    .from(operatorActions)
    .innerJoin(users, eq(users.id, operatorActions.operatorId))
    .where(where)
    .orderBy(desc(operatorActions.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return rows.map((row) => ({
    id: row.id,
    operator_email: row.operatorEmail,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    reason: row.reason,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  }));
}
