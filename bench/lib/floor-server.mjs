// The floor the scale benchmarks compare the API with: node:http and pg running, for each read, the
// very SQL the API runs (taken from the API's query builders, built once), in the same round trips
// and the same way (a named prepared statement where the API prepares one), answering its rows as
// JSON — no framework, session, validation or mapping.
// Run with tsx (it imports the API's TypeScript) from apps/api: `node --import tsx <this file>`
// with DATABASE_URL and PORT. The API's packages are imported by path (the root has no such
// dependencies): the same module instances the API's code loads.
import { createServer } from 'node:http';
import { createPool, wrapPool } from '../../apps/api/src/db/client.ts';
import {
  marketplacePageStatement,
  pageParamsOf,
  pageShapeOf,
  pageStatementName,
} from '../../apps/api/src/modules/marketplace/list-marketplace.ts';
import { tokenDetailQuery, tokenRowsQuery } from '../../apps/api/src/read-models/token.ts';
import { marketplaceQuerySchema } from '../../packages/domain/src/index.ts';

// The API's pool (apps/api/src/db/client.ts: its size, its connections kept open), so both wait on
// the database alike.
const pool = createPool(process.env.DATABASE_URL, 10);
const { db } = wrapPool(pool);

const isPlaceholder = (param) => typeof param === 'object' && param !== null && 'name' in param;

/**
 * A query of the API built once, run as the API runs it: its placeholders filled from `values`, as
 * the named prepared statement `name` when the API prepares it, else parsed and planned per run.
 */
function statement(query, name) {
  const { sql: text, params } = query.toSQL();
  return (values) => ({
    ...(name && { name }),
    text,
    values: params.map((param) => (isPlaceholder(param) ? values[param.name] : param)),
    rowMode: 'array',
  });
}

const memo = (build) => {
  const built = new Map();
  return (key) => {
    if (!built.has(key)) built.set(key, build(key));
    return built.get(key);
  };
};

const tokenDetail = statement(tokenDetailQuery(db, 'visitor'), 'token_detail_visitor');

// GET /market-place: the page statement of the query's shape (built once per shape, prepared under
// the API's name when the API prepares it), then the page's token rows by id.
const pageStatementOf = memo((shapeKey) => {
  const shape = JSON.parse(shapeKey);
  return statement(marketplacePageStatement(db, shape), pageStatementName(shape) ?? undefined);
});
const marketplacePage = (search) => {
  const query = marketplaceQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  return pageStatementOf(JSON.stringify(pageShapeOf(query)))(pageParamsOf(query));
};
const tokenRows = statement(tokenRowsQuery(db, 'visitor'), 'token_rows_visitor');

// The reads served, as the API's paths. Add one per benchmarked read (bench/read-scale.mjs READS).
const routes = [
  {
    // GET /tokens/{id} for a visitor (no session): one row, or none for 404.
    pattern: /^\/tokens\/(\d+)$/,
    answer: async (match) => {
      const { rows } = await pool.query(tokenDetail({ id: Number(match[1]) }));
      return rows[0] ? { data: rows[0] } : null;
    },
  },
  {
    // GET /market-place with its query: the total and the page's ids, then their token rows.
    pattern: /^\/market-place$/,
    answer: async (_match, url) => {
      const { rows } = await pool.query(marketplacePage(url.search));
      const [total, ids] = rows[0] ?? [0, []];
      const data = ids.length ? (await pool.query(tokenRows({ ids }))).rows : [];
      return { data, meta: { total } };
    },
  },
];

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://floor');
    const route = routes.find((candidate) => candidate.pattern.test(url.pathname));
    const body = route ? await route.answer(url.pathname.match(route.pattern), url) : null;
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
