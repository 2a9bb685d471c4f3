import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';

/** Mails the outbox mailer kept for one address, oldest first (the newest is last). */
export async function listOutbox(db: Database, to: string) {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.toAddress, to.toLowerCase()))
    .orderBy(asc(outboxMails.id));
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
