import { zodResolver } from '@hookform/resolvers/zod';
import { type Announcement, type AnnouncementForm, announcementFormSchema } from '@keyclub/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** What the form holds: the domain form, with 'Create and Post' as a tick instead of the status. */
const valuesSchema = announcementFormSchema
  .omit({ status: true })
  .extend({ post: z.boolean() })
  .transform(({ post, ...fields }): AnnouncementForm => ({ ...fields, status: post ? 'ACTIVE' : 'PENDING' }));

export type AnnouncementFormValues = {
  token_profile_id: string;
  subject: string;
  message: string;
  post: boolean;
};

export const announcementFormResolver = zodResolver(valuesSchema) as unknown as Resolver<
  AnnouncementFormValues,
  unknown,
  AnnouncementForm
>;

export const BLANK_ANNOUNCEMENT_FORM: AnnouncementFormValues = {
  token_profile_id: '',
  subject: '',
  message: '',
  post: false,
};

/** A draft's stored values, to edit. */
export const announcementFormValues = (announcement: Announcement): AnnouncementFormValues => ({
  token_profile_id: String(announcement.token_profile_id),
  subject: announcement.subject,
  message: announcement.message,
  post: false,
});
