import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Uploaded or generated images; bytes live in the storage adapter under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique('files_storage_key_key'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Resized copy (max 400x350, SPEC section 9), also in storage. */
    thumbnailKey: text('thumbnail_key'),
    originalName: text('original_name'),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploaded_by_id_idx').on(t.uploadedById)],
);
