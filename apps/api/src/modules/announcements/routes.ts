import { createRoute } from '@hono/zod-openapi';
import {
  announcementArchiveRequestSchema,
  announcementFormSchema,
  announcementHoldersQuerySchema,
  announcementHoldersSchema,
  announcementListQuerySchema,
  announcementPageOf,
  announcementPublishRequestSchema,
  announcementSchema,
  announcementUnreadSchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, guarded, jsonBody, pageAnswer, security } from '../../http/route-docs.ts';
import { countHolders } from './announcement-holders.ts';
import { businessIdOf, readerOf } from './announcement-reader.ts';
import { archiveAnnouncement } from './archive-announcement.ts';
import { countUnread } from './count-unread.ts';
import { createAnnouncement } from './create-announcement.ts';
import { getAnnouncement } from './get-announcement.ts';
import { listAnnouncements } from './list-announcements.ts';
import { markRead } from './mark-read.ts';
import { publishAnnouncement } from './publish-announcement.ts';
import { updateAnnouncement } from './update-announcement.ts';

const tags = ['Announcements'];

const announcementDoc = announcementSchema.meta({
  id: 'Announcement',
  description:
    'created_at: when it was posted (a draft: when it was created). announcement_user: the consumer’s own receipt; empty for business users. user_count (sent) and read_count (viewed): for the owning business; null for consumers.',
});
const oneAnswer = (description: string) => dataAnswer(description, announcementDoc);
const formBody = jsonBody(announcementFormSchema);
const notFound = refusal('Not the business’s own announcement, or not one the consumer received');

const listRoute = createRoute({
  method: 'get',
  path: '/announcements',
  tags,
  summary: 'A business’s own announcements with their statistics, or the announcements a consumer received',
  description:
    'Newest first; archived ones are left out. is_quick_notification=true (the notification bell) answers the 5 newest.',
  security,
  request: { query: announcementListQuerySchema },
  responses: {
    200: pageAnswer(announcementDoc),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const unreadRoute = createRoute({
  method: 'get',
  path: '/announcements/unread',
  tags,
  summary: 'How many received announcements the consumer has not opened (the bell’s badge)',
  security,
  responses: {
    200: dataAnswer('The count', announcementUnreadSchema),
    ...guarded,
  },
});

const holdersRoute = createRoute({
  method: 'get',
  path: '/announcements/holders',
  tags,
  summary: 'How many people an announcement about one of the business’s memberships would reach now',
  description:
    'The current holders of its copies, one per person however many copies they hold: who a send (Create and Post, Send now) gives a receipt to at this moment.',
  security,
  request: { query: announcementHoldersQuerySchema },
  responses: {
    200: dataAnswer('The count', announcementHoldersSchema),
    400: refusal('token_profile_id is missing, invalid, or not one of the business’s memberships'),
    ...guarded,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/announcement/{id}',
  tags,
  summary: 'One announcement: the business’s own in any status, or one the consumer received',
  description: 'Reading it does not mark it read: PUT /announcement/read/{id} does.',
  security,
  request: { params: idParams },
  responses: {
    200: oneAnswer('The announcement'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: notFound,
  },
});

const createAnnouncementRoute = createRoute({
  method: 'post',
  path: '/announcement',
  tags,
  summary: 'Write an announcement to the holders of one of the business’s memberships',
  description:
    'status PENDING saves a draft; ACTIVE (Create and Post) sends it at once to the current holders. Their mails are queued, not awaited.',
  security,
  request: { body: formBody },
  responses: {
    201: oneAnswer('The draft, or the sent announcement'),
    400: refusal('A field is missing or too long; token_profile_id is not one of the business’s memberships'),
    ...guarded,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/announcement/up/{id}',
  tags,
  summary: 'Edit a draft; status ACTIVE sends it',
  security,
  request: { params: idParams, body: formBody },
  responses: {
    200: oneAnswer('The saved announcement'),
    400: errorResponses[400],
    ...guarded,
    404: notFound,
    409: refusal('It was sent or archived: a sent announcement cannot be edited'),
  },
});

const publishRoute = createRoute({
  method: 'put',
  path: '/announcement/publish',
  tags,
  summary: 'Send a draft now to the current holders of its membership',
  security,
  request: { body: jsonBody(announcementPublishRequestSchema) },
  responses: {
    200: oneAnswer('The sent announcement'),
    400: refusal('Invalid body, or the draft was written for another membership'),
    ...guarded,
    404: notFound,
    409: refusal('Sent (or archived) already'),
  },
});

const archiveRoute = createRoute({
  method: 'put',
  path: '/announcement/archive',
  tags,
  summary: 'Archive: the business its announcement, a consumer their copy of it',
  security,
  request: { body: jsonBody(announcementArchiveRequestSchema) },
  responses: {
    200: oneAnswer('The archived announcement'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: notFound,
  },
});

const readRoute = createRoute({
  method: 'put',
  path: '/announcement/read/{id}',
  tags,
  summary: 'Mark a received announcement read (again: no change)',
  security,
  request: { params: idParams },
  responses: {
    200: oneAnswer('The announcement, read'),
    400: errorResponses[400],
    ...guarded,
    404: notFound,
  },
});

export function registerAnnouncementRoutes(app: Router, deps: AppDeps) {
  const signedIn = requireAuth(deps);
  const business = requireAuth(deps, { role: 'BUSINESS' });
  const consumer = requireAuth(deps, { role: 'CONSUMER' });

  app.openapi({ ...listRoute, middleware: signedIn }, async (c) => {
    const page = announcementPageOf(c.req.valid('query'));
    return c.json(await listAnnouncements(deps, readerOf(c.var.auth), page), 200);
  });

  app.openapi({ ...unreadRoute, middleware: consumer }, async (c) =>
    c.json({ data: await countUnread(deps.db, c.var.auth.userId) }, 200),
  );

  app.openapi({ ...holdersRoute, middleware: business }, async (c) => {
    const businessId = businessIdOf(c.var.auth);
    const { token_profile_id: tokenProfileId } = c.req.valid('query');
    return c.json({ data: await countHolders(deps.db, businessId, tokenProfileId) }, 200);
  });

  app.openapi({ ...getRoute, middleware: signedIn }, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await getAnnouncement(deps, readerOf(c.var.auth), id) }, 200);
  });

  app.openapi({ ...createAnnouncementRoute, middleware: business }, async (c) => {
    const businessId = businessIdOf(c.var.auth);
    return c.json({ data: await createAnnouncement(deps, businessId, c.req.valid('json')) }, 201);
  });

  app.openapi({ ...updateRoute, middleware: business }, async (c) => {
    const businessId = businessIdOf(c.var.auth);
    const { id } = c.req.valid('param');
    return c.json({ data: await updateAnnouncement(deps, businessId, id, c.req.valid('json')) }, 200);
  });

  app.openapi({ ...publishRoute, middleware: business }, async (c) => {
    const businessId = businessIdOf(c.var.auth);
    return c.json({ data: await publishAnnouncement(deps, businessId, c.req.valid('json')) }, 200);
  });

  app.openapi({ ...archiveRoute, middleware: signedIn }, async (c) => {
    const { announcement_id: id } = c.req.valid('json');
    return c.json({ data: await archiveAnnouncement(deps, readerOf(c.var.auth), id) }, 200);
  });

  app.openapi({ ...readRoute, middleware: consumer }, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await markRead(deps, c.var.auth.userId, id) }, 200);
  });
}
