import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestampTz } from './columns.ts';
import { users } from './users.ts';

/** Wallet addresses a user proved to own by signature; an address belongs to one user. */
export const wallets = pgTable(
  'wallets',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    address: text('address').notNull(),
    verifiedAt: timestampTz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallets_address_lower_key').on(sql`lower(${t.address})`),
    index('wallets_user_id_idx').on(t.userId),
  ],
);
