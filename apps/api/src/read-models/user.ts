import type { User } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { loadOwnedBusiness } from './business.ts';

export type UserRow = typeof users.$inferSelect;

/** A person's name as their profile gives it (first, last, either), or null when it gives none. */
export function fullNameOf(person: { firstName: string | null; lastName: string | null }): string | null {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/** The domain User of a users row, its business embedded for business users. */
export async function toUserJson(deps: { db: Database; storage: Storage }, row: UserRow): Promise<User> {
  return {
    id: row.id,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    email: row.email,
    username: row.username,
    phone_number: row.phoneNumber ?? '',
    address1: row.address1 ?? '',
    address2: row.address2,
    city: row.city ?? '',
    state: row.state as User['state'],
    zip: row.zip ?? '',
    role_name: row.roleName,
    status: row.status,
    is_email_verified: row.isEmailVerified,
    business: row.roleName === 'BUSINESS' ? await loadOwnedBusiness(deps, row.id) : null,
    is_sold_token_email_notify: row.isSoldTokenEmailNotify,
    is_purchased_token_email_notify: row.isPurchasedTokenEmailNotify,
    is_redeemed_token_email_notify: row.isRedeemedTokenEmailNotify,
    is_expiry_reminder_email_notify: row.isExpiryReminderEmailNotify,
    is_email_shared_with_businesses: row.isEmailSharedWithBusinesses,
  };
}

export async function loadUserJson(deps: { db: Database; storage: Storage }, userId: number): Promise<User> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Error(`User ${userId} not found`);
  return toUserJson(deps, row);
}
