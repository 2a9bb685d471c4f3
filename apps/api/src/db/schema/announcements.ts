import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import {
  belongsTo,
  createdAt,
  id,
  mailQueueColumns,
  newestFirst,
  timestamps,
  timestampTz,
} from './columns.ts';
import { announcementStatus } from './enums.ts';
import { tokenProfiles } from './token-profiles.ts';
import { users } from './users.ts';

/** A business's message to the holders of one membership; PENDING is a draft. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    businessId: belongsTo('business_id', () => businesses.id),
    tokenProfileId: belongsTo('token_profile_id', () => tokenProfiles.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: announcementStatus('status').notNull().default('PENDING'),
    sentAt: timestampTz('sent_at'),
    ...timestamps(),
  },
  (t) => [
    index('announcements_business_id_created_at_idx').on(t.businessId, ...newestFirst(t.createdAt, t.id)),
    index('announcements_token_profile_id_idx').on(t.tokenProfileId),
  ],
);

/** The key of a row per recipient of an announcement: gone with the announcement or the user. */
const recipientKey = () => ({
  announcementId: belongsTo('announcement_id', () => announcements.id),
  userId: belongsTo('user_id', () => users.id),
});

/** One row per recipient, written when the announcement is sent; drives read statistics. */
export const announcementUsers = pgTable(
  'announcement_users',
  {
    id: id(),
    ...recipientKey(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestampTz('read_at'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('announcement_users_announcement_user_key').on(t.announcementId, t.userId),
    index('announcement_users_user_id_is_read_idx').on(t.userId, t.isRead),
    // A consumer's inbox (and the bell's newest five), newest first, archived receipts left out.
    index('announcement_users_inbox_idx')
      .on(t.userId, ...newestFirst(t.createdAt, t.id))
      .where(sql`not ${t.isArchived}`),
  ],
);

/**
 * The announcement mails still to send: one row per recipient whose notification flag was on when
 * it was published, written in the publish transaction and drained by a background loop of the API
 * (modules/announcements/mail-queue.ts), so publishing never waits on the mail server.
 */
export const announcementMails = pgTable(
  'announcement_mails',
  {
    id: id(),
    ...recipientKey(),
    ...mailQueueColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    // One mail per recipient and announcement, however often the fan-out runs.
    unique('announcement_mails_announcement_user_key').on(t.announcementId, t.userId),
    // The drain reads only the unsent rows, oldest first.
    index('announcement_mails_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`),
  ],
);
