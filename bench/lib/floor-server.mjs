// The floor the scale benchmarks compare the API with: node:http and pg running, for each read, the
// very SQL the API runs (taken from the API's query builder once at start, run as the same named
// prepared statement), answering its rows as JSON — no framework, session, validation or mapping.
// Run with tsx (it imports the API's TypeScript) from apps/api: `node --import tsx <this file>`
// with DATABASE_URL and PORT.
import { createServer } from 'node:http';
import pg from 'pg';
import { wrapPool } from '../../apps/api/src/db/client.ts';
import { tokenDetailQuery } from '../../apps/api/src/read-models/token.ts';

// The API's pool size (apps/api/src/db/client.ts), so both wait on the database alike.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { db } = wrapPool(pool);

const isPlaceholder = (param) => typeof param === 'object' && param !== null && 'name' in param;

/**
 * A query of the API built once, run as the API runs it: the same named prepared statement, its
 * placeholders filled from the request.
 */
function statement(name, query) {
  const { sql, params } = query.toSQL();
  return (values) => ({
    name,
    text: sql,
    values: params.map((param) => (isPlaceholder(param) ? values[param.name] : param)),
    rowMode: 'array',
  });
}

// The reads served, as the API's paths. Add one per benchmarked read (bench/detail-scale.mjs READS).
const routes = [
  {
    // GET /tokens/{id} for a visitor (no session): one row, or none for 404.
    pattern: /^\/tokens\/(\d+)$/,
    query: statement('token_detail_visitor', tokenDetailQuery(db, 'visitor')),
    values: (match) => ({ id: Number(match[1]) }),
    answer: (rows) => (rows[0] ? { data: rows[0] } : null),
  },
];

const server = createServer(async (request, response) => {
  try {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const route = routes.find((candidate) => candidate.pattern.test(path));
    const match = route && path.match(route.pattern);
    const body = match ? route.answer((await pool.query(route.query(route.values(match)))).rows) : null;
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
