// The floor the scale benchmarks compare the API with: node:http and pg running, for each read, the
// very SQL the API runs (taken from the API's query builder once at start), answering its rows as
// JSON — no framework, session, validation or mapping. Run with tsx (it imports the API's
// TypeScript) from apps/api: `node --import tsx <this file>` with DATABASE_URL and PORT.
import { createServer } from 'node:http';
import pg from 'pg';
import { wrapPool } from '../../apps/api/src/db/client.ts';
import { tokenDetailQuery } from '../../apps/api/src/read-models/token.ts';

// The API's pool size (apps/api/src/db/client.ts), so both wait on the database alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { db } = wrapPool(pool);

/** A query's SQL built once with `sample` for a request value, then run with the request's. */
function statement(build, sample) {
  const { sql, params } = build(sample).toSQL();
  const at = params.indexOf(sample);
  if (at === -1 || params.lastIndexOf(sample) !== at) {
    throw new Error(`The query must take the request value once as a parameter: ${JSON.stringify(params)}`);
  }
  return (value) => ({ text: sql, values: params.with(at, value), rowMode: 'array' });
}

// The reads served, as the API's paths. Add one per benchmarked read (bench/detail-scale.mjs READS).
const routes = [
  {
    // GET /tokens/{id} for a visitor (no session): one row, or none for 404.
    pattern: /^\/tokens\/(\d+)$/,
    query: statement((id) => tokenDetailQuery(db, id, null), -1),
    answer: (rows) => (rows[0] ? { data: rows[0] } : null),
  },
];

const server = createServer(async (request, response) => {
  try {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const route = routes.find((candidate) => candidate.pattern.test(path));
    const match = route && path.match(route.pattern);
    const body = match ? route.answer((await pool.query(route.query(Number(match[1])))).rows) : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { message: 'Not found' }));
  } catch (error) {
    console.error(error);
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Floor server error' }));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`floor ready ${process.env.PORT}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
}
