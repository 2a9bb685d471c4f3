import { readdir } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { and, count, isNull, lt, sql } from 'drizzle-orm';
import { MAX_MAIL_ATTEMPTS } from '../../adapters/mail/mail-drain.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { holderMails } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { recordQueries } from '../query-recorder.ts';

// "Nothing written": the statements the app sends are recorded; when a request sent one that can
// write, a digest of every table (found at run time, so new tables count too) is compared with the
// one before. Likewise the stored files are listed again when the app called its storage's put or
// delete (the only writers of the storage folder); listing it after every request cost a twelfth
// of the suite's time.

/**
 * Writes that refused requests make by design: throttle events count refused attempts, and a
 * session's sliding expiry moves on any authenticated call (a revocation still counts).
 */
const BOOKKEEPING = [/"auth_throttle_events"/, /^update "sessions" set "last_seen_at"/];
const WRITE = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|merge\s+into|truncate)\b/i;

const writes = (statement: string) =>
  WRITE.test(statement) && !BOOKKEEPING.some((pattern) => pattern.test(statement));

/**
 * Per table: its row count and the sum of its rows' creating transaction ids (`xmin`), which any
 * insert, update or delete changes. Not compared: the bookkeeping above.
 */
const TABLE_DIGESTS: Record<string, string | null> = {
  auth_throttle_events: null,
  sessions: `count(*) || ':' || count(revoked_at) || ':' || coalesce(sum(id), 0)`,
};
const ROWS_DIGEST = `count(*) || ':' || coalesce(sum(xmin::text::bigint), 0)`;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

async function tableDigests(deps: AppDeps): Promise<Record<string, string>> {
  const tables = rowsOf(
    await deps.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => String(row.tablename));
  const parts = tables
    .filter((table) => TABLE_DIGESTS[table] !== null)
    .map(
      (table) =>
        `select '${table}' as name, ${TABLE_DIGESTS[table] ?? ROWS_DIGEST} as digest from "${table}"`,
    );
  const digests = rowsOf(await deps.db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(digests.map((row) => [String(row.name), String(row.digest)]));
}

async function storedFiles(root: string): Promise<string> {
  const names = await readdir(root, { recursive: true }).catch(() => []);
  return names.sort().join('|');
}

/**
 * A change's holder mails go out after its answer, in the background (startHolderMails). Waits until
 * none is left to send, so that the drain's writes belong to the accepted request that queued them and
 * not to the next case (on PostgreSQL the drain runs on its own connection, beside the next request).
 */
async function holderMailsSent(deps: AppDeps) {
  const unsent = and(isNull(holderMails.sentAt), lt(holderMails.attempts, MAX_MAIL_ATTEMPTS));
  for (;;) {
    const [row] = await deps.db.select({ left: count() }).from(holderMails).where(unsent);
    if (!row?.left) return;
    await delay(10);
  }
}

export type WriteWatch = Awaited<ReturnType<typeof watchWrites>>;

/** Has `storage.put` and `storage.delete` count their calls; answers the count and the undo. */
function countStorageWrites(storage: Storage) {
  const { put, delete: remove } = storage;
  const counter = { calls: 0 };
  storage.put = (...args) => {
    counter.calls += 1;
    return put.apply(storage, args);
  };
  storage.delete = (...args) => {
    counter.calls += 1;
    return remove.apply(storage, args);
  };
  const stop = () => {
    storage.put = put;
    storage.delete = remove;
  };
  return { counter, stop };
}

/** Remembers the state now; `changes()` names what differs since (tables, or "stored files"). */
export async function watchWrites(deps: AppDeps, storageRoot: string) {
  let tables = await tableDigests(deps);
  let files = await storedFiles(storageRoot);
  const recorder = recordQueries(deps.db);
  const storageWrites = countStorageWrites(deps.storage);

  /**
   * The state now: each is read again only when a statement or storage call since could write.
   * `settled`: after an accepted write, once its background mails are sent.
   */
  async function current(settled = false) {
    const sentWrites = recorder.statements.splice(0).some(writes);
    if (sentWrites && settled) await holderMailsSent(deps);
    const nowTables = sentWrites ? await tableDigests(deps) : tables;
    recorder.statements.length = 0;
    const stored = storageWrites.counter.calls > 0;
    storageWrites.counter.calls = 0;
    return { nowTables, nowFiles: stored ? await storedFiles(storageRoot) : files };
  }

  return {
    /** What was written since the last `changes()` or `accept()`. */
    async changes(): Promise<string[]> {
      const { nowTables, nowFiles } = await current();
      const changed = Object.keys({ ...tables, ...nowTables }).filter(
        (name) => tables[name] !== nowTables[name],
      );
      if (nowFiles !== files) changed.push('stored files');
      [tables, files] = [nowTables, nowFiles];
      return changed;
    },
    /** Takes the current state as the new baseline (after an accepted request wrote). */
    async accept() {
      ({ nowTables: tables, nowFiles: files } = await current(true));
    },
    stop: () => {
      recorder.stop();
      storageWrites.stop();
    },
  };
}
