import { createRoute } from '@hono/zod-openapi';
import { EXPIRY_REMINDER_TEXTS, expiryRemindersOffRequestSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { refusal } from '../../http/error-responses.ts';
import { HttpError } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { successSchema } from '../../http/request-schemas.ts';
import { dataAnswer, jsonBody } from '../../http/route-docs.ts';
import { signedOffUser } from './sign-off-link.ts';

const turnOffRoute = createRoute({
  method: 'post',
  path: '/notifications/expiry-reminders/off',
  tags: ['Notifications'],
  summary: 'Turn expiry reminders off from a reminder mail’s signed link (no login)',
  description:
    'The body is the link’s query: `user`, `exp` (unix seconds) and `sig`, the HMAC the API signed. Sets is_expiry_reminder_email_notify to false for that user; sending it again changes nothing.',
  request: {
    body: jsonBody(expiryRemindersOffRequestSchema),
  },
  responses: {
    200: dataAnswer('Expiry reminders are off', successSchema),
    400: refusal('A forged, changed or expired link'),
  },
});

export function registerReminderRoutes(app: Router, deps: AppDeps) {
  app.openapi(turnOffRoute, async (c) => {
    const userId = signedOffUser(deps.env.authSecret, c.req.valid('json'), new Date());
    if (userId === null) throw new HttpError(400, EXPIRY_REMINDER_TEXTS.invalidLink);
    await deps.db.update(users).set({ isExpiryReminderEmailNotify: false }).where(eq(users.id, userId));
    return c.json({ data: { success: true as const } }, 200);
  });
}
