import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { pageQuerySchema, recordIdSchema } from './request-numbers.ts';

export const ANNOUNCEMENTS_MAX_LIMIT = 50;
export const ANNOUNCEMENTS_DEFAULT_LIMIT = 12;
/** The notification bell's menu: this many newest announcements (docs/decisions/announcements.md). */
export const QUICK_NOTIFICATION_COUNT = 5;

/** GET /announcements: one page, newest first, or (`is_quick_notification=true`) the bell's newest few. */
export const announcementListQuerySchema = pageQuerySchema({
  maxLimit: ANNOUNCEMENTS_MAX_LIMIT,
  defaultLimit: ANNOUNCEMENTS_DEFAULT_LIMIT,
}).extend({
  is_quick_notification: z
    .enum(['true', 'false'], { error: M.flagInvalid('is_quick_notification') })
    .optional()
    .transform((value) => value === 'true'),
});
export type AnnouncementListQueryInput = z.input<typeof announcementListQuerySchema>;
export type AnnouncementListQuery = z.output<typeof announcementListQuerySchema>;

/** The page a list query reads: the bell's is the first QUICK_NOTIFICATION_COUNT, whatever else it says. */
export const announcementPageOf = (query: AnnouncementListQuery): { page: number; limit: number } =>
  query.is_quick_notification
    ? { page: 1, limit: QUICK_NOTIFICATION_COUNT }
    : { page: query.page, limit: query.limit };

/** PUT /announcement/publish: the draft and the membership it was written for. */
export const announcementPublishRequestSchema = z.object({
  announcement_id: recordIdSchema,
  token_profile_id: recordIdSchema,
});
export type AnnouncementPublishRequest = z.infer<typeof announcementPublishRequestSchema>;

/** GET /announcements/holders: how many people an announcement about this membership would reach now. */
export const announcementHoldersQuerySchema = z.object({ token_profile_id: recordIdSchema });
export type AnnouncementHoldersQuery = z.infer<typeof announcementHoldersQuerySchema>;

/** PUT /announcement/archive. */
export const announcementArchiveRequestSchema = z.object({ announcement_id: recordIdSchema });
export type AnnouncementArchiveRequest = z.infer<typeof announcementArchiveRequestSchema>;
