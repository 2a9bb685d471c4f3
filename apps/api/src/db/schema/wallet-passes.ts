import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestampTz } from './columns.ts';
import { tokens } from './tokens.ts';
import { users } from './users.ts';

/**
 * A copy's Apple and Google Wallet pass (issue 37), issued to the owner of the moment. Its serial is
 * what the barcode names; a trigger (migration 0033) voids every live pass of a copy whose owner
 * changes (resale, import, a key that moved), so the next owner's pass is a new serial and an old one
 * admits nobody. `changed_at` moves with the void and with the key's expiry (a renewal): Apple's
 * web service lists the passes changed since a device's last tag by it.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    serial: text('serial').primaryKey(),
    tokenId: belongsTo('token_id', () => tokens.id),
    ownerId: belongsTo('owner_id', () => users.id),
    createdAt: createdAt(),
    changedAt: timestampTz('changed_at').notNull().defaultNow(),
    voidedAt: timestampTz('voided_at'),
  },
  (t) => [
    // One live pass per copy and owner: downloading again re-issues the same serial.
    uniqueIndex('wallet_passes_live_key').on(t.tokenId, t.ownerId).where(sql`${t.voidedAt} is null`),
    index('wallet_passes_token_id_idx').on(t.tokenId),
  ],
);

/** Apple's web service: a device (its library id) that added a pass, and where to push its updates. */
export const walletPassRegistrations = pgTable(
  'wallet_pass_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serial: text('serial')
      .notNull()
      .references(() => walletPasses.serial, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.serial] }),
    index('wallet_pass_registrations_serial_idx').on(t.serial),
  ],
);
