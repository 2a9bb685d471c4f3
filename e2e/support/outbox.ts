import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './ports.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  created_at: string;
}

/** The mails the API sent to an address (dev outbox, newest last). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`${apiUrl}/dev/outbox`, { params: { to } });
  if (!response.ok())
    throw new Error(`GET /dev/outbox answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}
