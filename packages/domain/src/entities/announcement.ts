import { z } from 'zod';
import { fileObjectSchema, idSchema, timestampSchema } from './common.ts';
import { announcementStatusSchema } from './enums.ts';

export const announcementSchema = z.object({
  id: idSchema,
  subject: z.string(),
  message: z.string(),
  status: announcementStatusSchema,
  /** When it was posted to its recipients; a draft's creation time. */
  created_at: timestampSchema,
  token_profile_id: idSchema,
  token_profile: z.object({ id: idSchema, title: z.string(), thumbnail: fileObjectSchema.nullable() }),
  business: z.object({ id: idSchema, name: z.string() }),
  /** The current user's receipt (consumers); empty for business users. */
  announcement_user: z.array(z.object({ is_read: z.boolean() })),
  /** Recipients it was sent to: the business's statistic, null for consumers. */
  user_count: z.number().int().nonnegative().nullable(),
  /** Recipients who opened it: the business's statistic, null for consumers. */
  read_count: z.number().int().nonnegative().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /announcements/unread. */
export const announcementUnreadSchema = z.object({ num_unread: z.number().int().nonnegative() });
export type AnnouncementUnread = z.infer<typeof announcementUnreadSchema>;

/** GET /announcements/holders: the membership's current holders, one per person (who a send reaches). */
export const announcementHoldersSchema = z.object({ holder_count: z.number().int().nonnegative() });
export type AnnouncementHolders = z.infer<typeof announcementHoldersSchema>;
