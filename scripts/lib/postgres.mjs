// When the machine has PostgreSQL 15 (Debian's cluster tools), starts it if stopped and prepares a
// throw-away test database; returns its URL, or null when there is none (tests then use PGlite only).
import { spawnSync } from 'node:child_process';

const TEST_DB = 'keyclub_test';
const ROLE = 'keyclub_test';

const sh = (command, args) => spawnSync(command, args, { encoding: 'utf8' });

export function ensurePostgres() {
  if (sh('which', ['pg_ctlcluster']).status !== 0) {
    console.log('PostgreSQL cluster tools not found: API tests run on PGlite only.');
    return null;
  }
  const clusters = sh('pg_lsclusters', ['--no-header']).stdout.trim().split('\n').filter(Boolean);
  const cluster =
    clusters.map((line) => line.split(/\s+/)).find(([version]) => version === '15') ??
    clusters[0]?.split(/\s+/);
  if (!cluster) {
    console.log('No PostgreSQL cluster found: API tests run on PGlite only.');
    return null;
  }
  const [version, name, port, status] = cluster;
  if (status !== 'online') {
    const started = sh('pg_ctlcluster', [version, name, 'start']);
    if (started.status !== 0) {
      console.log(`Could not start PostgreSQL ${version}/${name}: ${started.stderr.trim()} — PGlite only.`);
      return null;
    }
  }
  const asPostgres =
    process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : ['sudo', '-n', '-u', 'postgres'];
  const psql = (sql, db = 'postgres') =>
    sh(asPostgres[0], [
      ...asPostgres.slice(1),
      'psql',
      '-p',
      port,
      '-d',
      db,
      '-v',
      'ON_ERROR_STOP=1',
      '-qtAc',
      sql,
    ]);
  // The API suite makes a migrated template database and one copy per test file (CREATEDB), all
  // named after its process; TEST_DB only serves the admin connection, so it is made once and kept
  // (dropping it would cut off another run's suite on this machine).
  const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${TEST_DB}'`).stdout.trim() === '1';
  const steps = [
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${ROLE}'; END IF; END $$;`,
    `ALTER ROLE ${ROLE} CREATEDB;`,
    ...(exists ? [] : [`CREATE DATABASE ${TEST_DB} OWNER ${ROLE};`]),
  ];
  for (const sql of steps) {
    const result = psql(sql);
    if (result.status !== 0) {
      console.log(`Could not prepare the PostgreSQL test database: ${result.stderr.trim()} — PGlite only.`);
      return null;
    }
  }
  console.log(`PostgreSQL ${version} on port ${port}: API tests also run against ${TEST_DB}.`);
  return `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/${TEST_DB}`;
}
