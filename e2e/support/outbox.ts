import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { apiCalls } from './api.ts';

/** A mail of the API's dev outbox (GET /dev/outbox, a development route the domain does not describe). */
const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The mails the API (the run's, or a spec's own at `baseUrl`) sent to an address (dev outbox, newest last). */
export const readOutbox = (request: APIRequestContext, to: string, baseUrl?: string): Promise<OutboxMail[]> =>
  apiCalls(request, null, baseUrl).read(
    `/dev/outbox?${new URLSearchParams({ to })}`,
    z.array(outboxMailSchema),
  );
