import { defineConfig } from 'drizzle-kit';

// Generation needs no database: migrations are plain SQL run by both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
