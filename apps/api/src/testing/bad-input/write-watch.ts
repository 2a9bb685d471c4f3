import { readdir } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { and, count, isNull, lt, sql } from 'drizzle-orm';
import { MAX_MAIL_ATTEMPTS } from '../../adapters/mail/mail-drain.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { holderMails } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { recordQueries } from '../query-recorder.ts';

// "Nothing written": on the file's own database copy, a trigger on every table (found at run time,
// so new tables count too) logs each row the database writes, from any connection; a rolled-back
// write leaves no log row. When the app sent a statement that can write (the statements are
// recorded), the case reads and empties the log: one statement, where a digest of every table cost
// a round of ~50 table scans. A write the recording missed stays in the log for the next read. Likewise
// the stored files are listed again when the app called its storage's put or delete (the only
// writers of the storage folder); listing it after every request cost a twelfth of the suite's time.

/** The test's own schema, beside the app's `public` one. */
const WATCH = 'bad_input_watch';

/**
 * Writes that refused requests make by design, not logged: throttle events count refused attempts,
 * and a session's sliding expiry (`last_seen_at`, `expires_at`) moves on any authenticated call;
 * any other change to a session (a revocation, a new or deleted one) still counts.
 */
const UNWATCHED_TABLES = ['auth_throttle_events'];
const UNWATCHED_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at', 'expires_at'] };

const WRITE = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|merge\s+into|truncate)\b/i;

/** Whether a recorded statement can write a watched table (the log's own emptying cannot). */
const canWrite = (statement: string) => WRITE.test(statement) && !statement.includes(`${WATCH}.`);

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

const installed = new WeakSet<AppDeps>();

/** Creates the log and its triggers, once per database: they stay for the file. */
async function installWriteLog(deps: AppDeps) {
  if (installed.has(deps)) return;
  const run = (statement: string) => deps.db.execute(sql.raw(statement));
  await run(`create schema ${WATCH}`);
  await run(`create table ${WATCH}.writes (table_name text not null)`);
  // Arguments: columns whose change alone is no write. An AFTER trigger's answer is unused: null.
  await run(`
    create function ${WATCH}.log_write() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and tg_nargs > 0
        and (to_jsonb(old) - tg_argv::text[]) = (to_jsonb(new) - tg_argv::text[]) then
        return null;
      end if;
      insert into ${WATCH}.writes values (tg_table_name);
      return null;
    end $$`);
  const { rows } = (await run(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  for (const { tablename: table } of rows) {
    if (UNWATCHED_TABLES.includes(table)) continue;
    const ignored = (UNWATCHED_COLUMNS[table] ?? []).map(quoted).join(', ');
    await run(`create trigger bad_input_rows after insert or update or delete on "${table}"
      for each row execute function ${WATCH}.log_write(${ignored})`);
    await run(`create trigger bad_input_truncate after truncate on "${table}"
      for each statement execute function ${WATCH}.log_write()`);
  }
  installed.add(deps);
}

/** The tables written since the last call (each once), emptying the log. */
async function takeWrittenTables(deps: AppDeps): Promise<string[]> {
  const result = (await deps.db.execute(
    sql.raw(`delete from ${WATCH}.writes returning table_name`),
  )) as unknown as { rows: { table_name: string }[] };
  return [...new Set(result.rows.map((row) => row.table_name))].sort();
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
  await installWriteLog(deps);
  await takeWrittenTables(deps);
  let files = await storedFiles(storageRoot);
  const recorder = recordQueries(deps.db);
  const storageWrites = countStorageWrites(deps.storage);

  /** The tables written since the last call, read only when a statement since could write. */
  async function tablesWritten() {
    const sentWrites = recorder.statements.splice(0).some(canWrite);
    return sentWrites ? await takeWrittenTables(deps) : [];
  }

  /** The stored files now, listed again only when a storage call since could have changed them. */
  async function filesNow() {
    const stored = storageWrites.counter.calls > 0;
    storageWrites.counter.calls = 0;
    return stored ? await storedFiles(storageRoot) : files;
  }

  return {
    /** What was written since the last `changes()` or `accept()`. */
    async changes(): Promise<string[]> {
      const changed = await tablesWritten();
      const nowFiles = await filesNow();
      if (nowFiles !== files) changed.push('stored files');
      files = nowFiles;
      return changed;
    },
    /** Takes the current state as the new baseline (after an accepted request wrote). */
    async accept() {
      // Once its background mails are sent, so that their writes are not the next case's.
      if ((await tablesWritten()).length > 0) {
        await holderMailsSent(deps);
        await takeWrittenTables(deps);
      }
      files = await filesNow();
    },
    stop: () => {
      recorder.stop();
      storageWrites.stop();
    },
  };
}
