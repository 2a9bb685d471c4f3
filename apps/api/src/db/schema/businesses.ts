import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestamps, timestampTz } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** A business profile; exactly one per BUSINESS user. */
export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    ownerId: belongsTo('owner_id', () => users.id).unique('businesses_owner_id_key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    city: text('city'),
    state: text('state'),
    location: text('location'),
    website: text('website'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    twitch: text('twitch'),
    youtube: text('youtube'),
    logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    // Suspended by an operator (issue 35): every membership of it off the marketplace, selling
    // nothing, and no public page; only an operator restores it. The reason is also in the audit log.
    suspendedAt: timestampTz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    ...timestamps(),
  },
  (t) => [
    index('businesses_logo_file_id_idx').on(t.logoFileId),
    index('businesses_cover_file_id_idx').on(t.coverFileId),
  ],
);
