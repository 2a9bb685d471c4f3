import { sql } from 'drizzle-orm';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import type { Database } from '../../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/database-unavailable.ts';
import { HttpError } from '../../http/errors.ts';
import { chainAnswers } from './chain-liveness.ts';

export type Health = { status: 'ok'; database: 'ok'; chain: 'ok' | 'unreachable' };

/** The database must answer (else 503); the chain is reported, since reads work without it. */
export async function checkHealth(deps: { db: Database; chain: ChainPort }): Promise<Health> {
  const [database, chainAnswered] = await Promise.allSettled([
    deps.db.execute(sql`select 1`),
    chainAnswers(deps.chain),
  ]);
  if (database.status === 'rejected') {
    const error = new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE);
    error.cause = database.reason;
    throw error;
  }
  const chain = chainAnswered.status === 'fulfilled' && chainAnswered.value ? 'ok' : 'unreachable';
  return { status: 'ok', database: 'ok', chain };
}
