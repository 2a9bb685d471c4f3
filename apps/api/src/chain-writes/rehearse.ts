import { TransactionRollbackError } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import type { Tx } from './chain-write-kind.ts';

/** PostgreSQL error classes a row refuses with: 22 data exception (out of range…), 23 constraint, 54 limits. */
const REFUSED_BY_ROWS = /^(22|23|54)/;

const sqlStateOf = (error: unknown): string | undefined => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

/**
 * Runs the rows a write will insert when it finishes inside a savepoint of the intent's
 * transaction, and rolls them back: a value the database refuses (an integer beyond its column, a
 * violated check) is found before anything is sent, so no transaction is ever mined for rows that
 * cannot be written. Such a refusal is a 400 with `message`.
 */
export async function rehearse(tx: Tx, message: string, work: (savepoint: Tx) => Promise<unknown>) {
  try {
    await tx.transaction(async (savepoint) => {
      await work(savepoint);
      savepoint.rollback();
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return;
    if (REFUSED_BY_ROWS.test(sqlStateOf(error) ?? '')) {
      const refused = new HttpError(400, message);
      refused.cause = error;
      throw refused;
    }
    throw error;
  }
}
