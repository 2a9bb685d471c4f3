import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../testing/database-url.ts';
import { productionEngine } from '../testing/test-database.ts';
import { createPool, wrapPool } from './client.ts';

// Several API processes may start at once on a fresh PostgreSQL database (docs/deployment.md).
describe.runIf(productionEngine().includes('postgres'))(
  'migrations started by several processes at once',
  () => {
    it('are applied once, and every process starts', async () => {
      const adminUrl = inject('postgres')?.adminUrl ?? '';
      const name = `keyclub_test_fresh_${randomBytes(6).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          return await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE DATABASE ${name}`);
      const processes = [1, 2, 3].map(() => wrapPool(createPool(withDatabase(adminUrl, name), 2)));
      try {
        await Promise.all(processes.map((database) => database.migrate()));
        const client = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
        await client.connect();
        const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const purchasesTable = await client.query(
          "select count(*)::int as n from information_schema.tables where table_name = 'purchases'",
        );
        await client.end();
        expect(applied.rows[0].n).toBeGreaterThanOrEqual(15);
        expect(purchasesTable.rows[0].n).toBe(1);
      } finally {
        await Promise.all(processes.map((database) => database.close()));
        await admin(`DROP DATABASE IF EXISTS ${name}`);
      }
    });
  },
);
