import type { AuditEntry, AuditPageQuery } from '@keyclub/domain';
import { desc, eq, sql } from 'drizzle-orm';
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
    .orderBy(desc(operatorActions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = rows.map((row) => ({
    id: row.id,
    operator_email: row.operatorEmail,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    reason: row.reason,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  }));
  return { data, total: counted?.total ?? 0 };
}
